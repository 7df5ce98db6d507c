import { useQuery } from 'urql';
import { VideoRow } from '../../components/library/video-row';
import { Button } from '../../components/ui/button';
import { setLocallySaved, useLocalSaves } from '../../lib/local-saves';
import { SAVED_VIDEOS_PREVIEW } from './api/saved-videos-preview';
import { LibrarySection, ListState } from './library-section';

// A signed-out visitor's saves, kept in this browser (newest first) until they sign in.
export function LocalSavedSection() {
  const ids = useLocalSaves();
  const newestFirst = [...ids].reverse();
  const [{ data, fetching, error }] = useQuery({
    query: SAVED_VIDEOS_PREVIEW,
    variables: { videoIds: newestFirst },
    pause: ids.length === 0,
  });
  const videos = ids.length === 0 ? [] : (data?.savedVideosPreview ?? []);
  return (
    <LibrarySection id="library-saved" title="Saved">
      <p className="text-sm text-slate-600">Saved in this browser. Sign in to keep them in your account.</p>
      {videos.length === 0 ? (
        <ListState
          loading={fetching && !data}
          error={error}
          empty="No saved videos yet. Press Save on a video to keep it here."
        />
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {videos.map((video) => (
            <VideoRow
              key={video.id}
              video={video}
              actions={
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Remove ${video.title} from saved videos`}
                  onClick={() => setLocallySaved(video.id, false)}
                >
                  Remove
                </Button>
              }
            />
          ))}
        </ul>
      )}
    </LibrarySection>
  );
}
