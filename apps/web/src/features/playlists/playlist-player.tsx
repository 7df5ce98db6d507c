import { SkipForward } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { buttonClasses } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import { MissingItem } from '../../components/ui/missing-item';
import { VideoPlayer } from '../../components/video/video-player';
import { videoCreator } from '../../lib/video-display';
import { viewSourceState } from '../../lib/watch-reporter-source';
import { GET_PLAYLIST, type PlaylistOnPage } from './api/get-playlist';

// /playlists/:id/play?v=<video id>: plays a playlist in order. When a video ends the next
// one starts; the playlist is beside the player (below it on a phone), the one playing
// marked. The URL names the video, so back and forward step through the playlist.
export function PlaylistPlayer({ id }: { id: string }) {
  const [{ data, fetching }] = useQuery({ query: GET_PLAYLIST, variables: { id } });
  const playlist = data?.getPlaylist;
  if (fetching && !data) return <Loading />;
  if (!playlist || playlist.videos.length === 0) {
    return (
      <MissingItem
        title="Playlist not found"
        message="The playlist you're looking for doesn't exist, is private, or has no videos"
      />
    );
  }
  return <PlayingPlaylist playlist={playlist} />;
}

function PlayingPlaylist({ playlist }: { playlist: PlaylistOnPage }) {
  const [params, setParams] = useSearchParams();
  // Only a video that follows another one starts by itself (browsers refuse sound otherwise).
  const [advanced, setAdvanced] = useState(false);
  const { videos } = playlist;
  const index = Math.max(
    0,
    videos.findIndex((video) => video.id === params.get('v')),
  );
  const current = videos[index] as PlaylistOnPage['videos'][number];
  const next = videos[index + 1];
  const playNext = () => {
    if (!next) return;
    setAdvanced(true);
    setParams({ v: next.id });
  };

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-3">
      <title>{`${current.title} · ${playlist.title} · Reelboard`}</title>
      <div className="space-y-4 lg:col-span-2">
        <VideoPlayer
          key={current.id}
          video={current}
          trackId={current.id}
          viewSource="playlist"
          autoPlay={advanced}
          onEnded={playNext}
        />
        <h1 className="text-2xl font-bold text-slate-900">{current.title}</h1>
        <p className="text-sm text-slate-600">{videoCreator(current).name}</p>
        <div className="flex flex-wrap gap-2">
          <Link
            to={`/videos/${current.id}`}
            state={viewSourceState('playlist')}
            className={buttonClasses('outline')}
          >
            Open video page
          </Link>
          {next ? (
            <button type="button" className={buttonClasses('outline')} onClick={playNext}>
              <SkipForward className="h-4 w-4" aria-hidden /> Next: {next.title}
            </button>
          ) : null}
        </div>
      </div>
      <aside aria-labelledby="playlist-queue" className="space-y-3">
        <div>
          <h2 id="playlist-queue" className="text-lg font-semibold text-slate-900">
            <Link to={`/playlists/${playlist.id}`} className="hover:text-violet-700">
              {playlist.title}
            </Link>
          </h2>
          <p className="text-sm text-slate-600">
            Playing {index + 1} of {videos.length}
          </p>
        </div>
        <ol className="space-y-1">
          {videos.map((video, position) => (
            <li key={video.id}>
              <Link
                to={`?v=${video.id}`}
                aria-current={position === index ? 'true' : undefined}
                className={`flex items-center gap-3 rounded-lg p-2 text-sm ${
                  position === index
                    ? 'bg-violet-100 font-semibold text-violet-900'
                    : 'text-slate-700 hover:bg-white'
                }`}
              >
                <span className="w-6 shrink-0 text-right text-xs text-slate-500">{position + 1}</span>
                <span className="line-clamp-2">{video.title}</span>
              </Link>
            </li>
          ))}
        </ol>
      </aside>
    </div>
  );
}
