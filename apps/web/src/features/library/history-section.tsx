import { formatDuration } from '@reelboard/shared/duration';
import { isNearlyFinished } from '@reelboard/shared/library';
import { useState } from 'react';
import { toast } from 'sonner';
import { type AnyVariables, useMutation } from 'urql';
import { VideoRow } from '../../components/library/video-row';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/graphql-client';
import { CLEAR_WATCH_HISTORY } from './api/clear-watch-history';
import { MY_WATCH_HISTORY } from './api/my-watch-history';
import { REMOVE_FROM_WATCH_HISTORY } from './api/remove-from-watch-history';
import { SET_HISTORY_PAUSED } from './api/set-history-paused';
import { LibrarySection, ListState, LoadMore } from './library-section';
import { usePagedList } from './use-paged-list';

/** "Watched 0:42 of 2:00", and a bar that shows it, for one history entry. */
function Progress({ position, duration }: { position: number; duration: number | null }) {
  if (!duration) return <p className="text-xs text-slate-600">Watched {formatDuration(position)}</p>;
  const finished = isNearlyFinished(position, duration);
  const share = Math.min(100, Math.round((position / duration) * 100));
  return (
    <div className="space-y-1">
      <p className="text-xs text-slate-600">
        {finished
          ? 'Watched to the end'
          : `Watched ${formatDuration(position)} of ${formatDuration(duration)}`}
      </p>
      <div aria-hidden className="h-1 w-40 overflow-hidden rounded-full bg-slate-200">
        <div className="h-full bg-violet-600" style={{ width: `${finished ? 100 : share}%` }} />
      </div>
    </div>
  );
}

// The videos the person watched, most recent first, with how far they got: remove one,
// clear them all (after a second press), or pause the history.
export function HistorySection() {
  const list = usePagedList(MY_WATCH_HISTORY, (data) => data.myWatchHistory);
  const paused = list.data?.myHistoryPaused ?? false;
  const [confirming, setConfirming] = useState(false);
  const [{ fetching: removing }, remove] = useMutation(REMOVE_FROM_WATCH_HISTORY);
  const [{ fetching: clearing }, clear] = useMutation(CLEAR_WATCH_HISTORY);
  const [{ fetching: pausing }, setPaused] = useMutation(SET_HISTORY_PAUSED);

  async function change<Variables extends AnyVariables>(
    mutation: (variables: Variables) => Promise<{ error?: unknown }>,
    variables: Variables,
    done: string,
  ) {
    const result = await mutation(variables);
    if (result.error) {
      toast.error(errorMessage(result.error));
      return;
    }
    toast.success(done);
    setConfirming(false);
    list.refresh();
  }

  const actions = (
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={pausing || !list.data}
        onClick={() =>
          void change(
            setPaused,
            { paused: !paused },
            paused ? 'Watch history resumed' : 'Watch history paused',
          )
        }
      >
        {paused ? 'Resume history' : 'Pause history'}
      </Button>
      {list.items.length > 0 && !confirming ? (
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          Clear all
        </Button>
      ) : null}
    </>
  );

  return (
    <LibrarySection id="library-history" title="History" actions={actions}>
      {paused ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Your history is paused: videos you watch now are not added, and do not resume.
        </p>
      ) : null}
      {confirming ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg bg-red-50 px-3 py-2 text-sm"
        >
          <span className="text-red-900">Clear your whole watch history? This cannot be undone.</span>
          <Button
            variant="danger"
            size="sm"
            disabled={clearing}
            onClick={() => void change(clear, {}, 'Watch history cleared')}
          >
            Clear history
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      ) : null}
      {list.items.length === 0 ? (
        <ListState loading={list.loading} error={list.error} empty="No watch history yet." />
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {list.items.map(({ video, positionSeconds }) => (
            <VideoRow
              key={video.id}
              video={video}
              actions={
                <Button
                  variant="outline"
                  size="sm"
                  disabled={removing}
                  aria-label={`Remove ${video.title} from history`}
                  onClick={() => void change(remove, { videoId: video.id }, 'Removed from your history')}
                >
                  Remove
                </Button>
              }
            >
              <Progress position={positionSeconds} duration={video.durationSeconds ?? null} />
            </VideoRow>
          ))}
        </ul>
      )}
      <LoadMore list={list} />
    </LibrarySection>
  );
}
