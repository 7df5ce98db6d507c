import { moveItem } from '@reelboard/shared/library';
import { GripVertical } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useMutation } from 'urql';
import { VideoRow } from '../../components/library/video-row';
import { Button } from '../../components/ui/button';
import { REMOVE_FROM_PLAYLIST } from '../../lib/api/remove-from-playlist';
import { errorMessage } from '../../lib/graphql-client';
import type { PlaylistOnPage, PlaylistVideo } from './api/get-playlist';
import { MOVE_PLAYLIST_VIDEO } from './api/move-playlist-video';

const moveButtonId = (videoId: string, direction: 'up' | 'down') => `move-${direction}-${videoId}`;

// The owner's list: reorder by dragging a row, or with Move up / Move down (the keyboard's
// way; focus stays on the moved video's buttons), remove. Each change is said in a live
// region, shown at once and saved; the server's order replaces it when it answers.
export function PlaylistEditor({ playlist }: { playlist: PlaylistOnPage }) {
  const serverOrder = playlist.videos.map((video) => video.id).join(',');
  const [order, setOrder] = useState<PlaylistVideo[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<string | null>(null);
  const [focusNext, setFocusNext] = useState<string | null>(null);
  const [, moveVideo] = useMutation(MOVE_PLAYLIST_VIDEO);
  const [{ fetching: removing }, removeVideo] = useMutation(REMOVE_FROM_PLAYLIST);
  const videos = order ?? playlist.videos;

  // A new answer from the server is the order from then on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the order's ids say when it changed.
  useEffect(() => setOrder(null), [serverOrder]);
  useEffect(() => {
    if (focusNext) document.getElementById(focusNext)?.focus();
    setFocusNext(null);
  }, [focusNext]);

  async function move(video: PlaylistVideo, toIndex: number, direction?: 'up' | 'down') {
    const from = videos.findIndex((item) => item.id === video.id);
    if (toIndex < 0 || toIndex >= videos.length || from === toIndex) return;
    setOrder(moveItem(videos, from, toIndex));
    setAnnouncement(`${video.title} moved to position ${toIndex + 1} of ${videos.length}.`);
    if (direction) {
      const edge = direction === 'up' ? toIndex === 0 : toIndex === videos.length - 1;
      setFocusNext(moveButtonId(video.id, edge ? (direction === 'up' ? 'down' : 'up') : direction));
    }
    const result = await moveVideo({ playlistId: playlist.id, videoId: video.id, toIndex });
    if (result.error) {
      setOrder(null);
      toast.error(errorMessage(result.error));
      setAnnouncement(`${video.title} could not be moved.`);
    }
  }

  async function remove(video: PlaylistVideo) {
    const result = await removeVideo({ playlistId: playlist.id, videoId: video.id });
    if (result.error) {
      toast.error(errorMessage(result.error));
      return;
    }
    setAnnouncement(`${video.title} removed from the playlist.`);
    toast.success(`Removed from ${playlist.title}`);
  }

  return (
    <div className="space-y-3">
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {videos.length === 0 ? (
        <p className="text-slate-600">
          No videos yet. Add some with "Add to playlist" on a video or a short.
        </p>
      ) : (
        <ol aria-label={`Videos of ${playlist.title}`} className="space-y-3">
          {videos.map((video, index) => (
            <VideoRow
              key={video.id}
              video={video}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                setDragging(video.id);
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                const dragged = videos.find((item) => item.id === dragging);
                if (dragged) void move(dragged, index);
              }}
              onDragEnd={() => setDragging(null)}
              className={dragging === video.id ? 'opacity-50' : ''}
              actions={
                <MoveButtons
                  video={video}
                  index={index}
                  count={videos.length}
                  onMove={move}
                  onRemove={remove}
                  busy={removing}
                />
              }
            />
          ))}
        </ol>
      )}
    </div>
  );
}

type MoveButtonsProps = {
  video: PlaylistVideo;
  index: number;
  count: number;
  onMove: (video: PlaylistVideo, toIndex: number, direction: 'up' | 'down') => Promise<void>;
  onRemove: (video: PlaylistVideo) => Promise<void>;
  busy: boolean;
};

/** A row's keyboard controls, named after its video for screen readers. */
function MoveButtons({ video, index, count, onMove, onRemove, busy }: MoveButtonsProps) {
  return (
    <>
      <GripVertical className="hidden h-5 w-5 cursor-grab self-center text-slate-400 sm:block" aria-hidden />
      <Button
        id={moveButtonId(video.id, 'up')}
        variant="outline"
        size="sm"
        disabled={index === 0}
        aria-label={`Move up: ${video.title}`}
        onClick={() => void onMove(video, index - 1, 'up')}
      >
        Move up
      </Button>
      <Button
        id={moveButtonId(video.id, 'down')}
        variant="outline"
        size="sm"
        disabled={index === count - 1}
        aria-label={`Move down: ${video.title}`}
        onClick={() => void onMove(video, index + 1, 'down')}
      >
        Move down
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        aria-label={`Remove ${video.title} from the playlist`}
        onClick={() => void onRemove(video)}
      >
        Remove
      </Button>
    </>
  );
}
