import { libraryMessages } from '@reelboard/shared/library';
import { toast } from 'sonner';
import { useMutation } from 'urql';
import { VideoRow } from '../../components/library/video-row';
import { Button } from '../../components/ui/button';
import { SET_VIDEO_SAVED } from '../../lib/api/set-video-saved';
import { errorMessage } from '../../lib/graphql-client';
import { MY_SAVED_VIDEOS } from './api/my-saved-videos';
import { LibrarySection, ListState, LoadMore } from './library-section';
import { usePagedList } from './use-paged-list';

// The videos the person saved, newest first, each with a way to take it out.
export function SavedSection() {
  const list = usePagedList(MY_SAVED_VIDEOS, (data) => data.mySavedVideos);
  const [{ fetching }, setVideoSaved] = useMutation(SET_VIDEO_SAVED);

  async function unsave(videoId: string) {
    const result = await setVideoSaved({ videoId, saved: false });
    if (result.error) {
      toast.error(errorMessage(result.error));
      return;
    }
    toast.success(libraryMessages.removed);
    list.refresh();
  }

  return (
    <LibrarySection id="library-saved" title="Saved">
      {list.items.length === 0 ? (
        <ListState
          loading={list.loading}
          error={list.error}
          empty="No saved videos yet. Press Save on a video to keep it here."
        />
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {list.items.map(({ video }) => (
            <VideoRow
              key={video.id}
              video={video}
              actions={
                <Button
                  variant="outline"
                  size="sm"
                  disabled={fetching}
                  aria-label={`Remove ${video.title} from saved videos`}
                  onClick={() => void unsave(video.id)}
                >
                  Remove
                </Button>
              }
            />
          ))}
        </ul>
      )}
      <LoadMore list={list} />
    </LibrarySection>
  );
}
