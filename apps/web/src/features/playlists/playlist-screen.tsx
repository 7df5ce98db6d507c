import { Play, Share2 } from 'lucide-react';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { VISIBILITY_LABELS } from '../../components/library/playlist-visibility';
import { VideoRow } from '../../components/library/video-row';
import { Button, buttonClasses } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import { MissingItem } from '../../components/ui/missing-item';
import { shareLink } from '../../lib/share';
import { GET_PLAYLIST } from './api/get-playlist';
import { PlaylistEditor } from './playlist-editor';
import { PlaylistSettings } from './playlist-settings';

// /playlists/:id (issue 24, ADR 0027): a public or unlisted playlist for anyone, a private
// one for its owner only (anyone else reads "Playlist not found"). Its owner renames it,
// changes who may open it, reorders, removes and deletes; everyone may play it in order.
export function PlaylistScreen({ id }: { id: string }) {
  const [{ data, fetching, error }] = useQuery({
    query: GET_PLAYLIST,
    variables: { id },
    requestPolicy: 'cache-and-network',
  });
  const playlist = data?.getPlaylist;
  if (fetching && !data) return <Loading />;
  if (!playlist || (error && !data)) {
    return (
      <MissingItem
        title="Playlist not found"
        message="The playlist you're looking for doesn't exist, is private, or has been deleted"
      />
    );
  }
  const count = playlist.videos.length;
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <title>{`${playlist.title} · Reelboard`}</title>
      <header className="space-y-3">
        <h1 className="text-3xl font-bold break-words text-slate-900">{playlist.title}</h1>
        <p className="text-sm text-slate-600">
          By {playlist.ownerName} · {count} {count === 1 ? 'video' : 'videos'} ·{' '}
          {VISIBILITY_LABELS[playlist.visibility]}
        </p>
        <div className="flex flex-wrap gap-2">
          {count > 0 ? (
            <Link to={`/playlists/${playlist.id}/play`} className={buttonClasses('primary')}>
              <Play className="h-4 w-4" aria-hidden /> Play all
            </Link>
          ) : null}
          {playlist.visibility !== 'PRIVATE' ? (
            <Button
              variant="outline"
              onClick={() => void shareLink(`/playlists/${playlist.id}`, 'Playlist link copied to clipboard')}
            >
              <Share2 className="h-4 w-4" aria-hidden /> Share
            </Button>
          ) : null}
        </div>
      </header>
      {playlist.isOwner ? (
        <PlaylistSettings key={`${playlist.title}\n${playlist.visibility}`} playlist={playlist} />
      ) : null}
      <h2 className="text-xl font-semibold text-slate-900">Videos</h2>
      {playlist.isOwner ? (
        <PlaylistEditor playlist={playlist} />
      ) : count === 0 ? (
        <p className="text-slate-600">This playlist has no videos yet.</p>
      ) : (
        <ol aria-label={`Videos of ${playlist.title}`} className="space-y-3">
          {playlist.videos.map((video) => (
            <VideoRow key={video.id} video={video} />
          ))}
        </ol>
      )}
    </div>
  );
}
