import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { useMutation, useQuery } from 'urql';
import { Button } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import { errorMessage } from '../../lib/graphql-client';
import { DEFAULT_THUMBNAIL } from '../../lib/video-display';
import { CHOOSE_VIDEO_THUMBNAIL, THUMBNAIL_CHOICES, type ThumbnailVideo } from './api/thumbnails';
import { ThumbnailUpload } from './thumbnail-upload';

/** 0:02.5: with tenths, so the frames of a short video have names of their own. */
const clock = (seconds: number) => {
  const tenths = Math.floor(seconds * 10);
  const whole = Math.floor(tenths / 10);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}.${tenths % 10}`;
};

/**
 * A video's thumbnail (ADR 0040): the current one, the frames processing made as a radio
 * group (arrow keys move, "Use this frame" applies), and an image upload. Either change
 * shows at once everywhere; the server decides who may.
 */
export function ThumbnailPicker({ videoId }: { videoId: string }) {
  const [{ data, fetching, error }, refetch] = useQuery({
    query: THUMBNAIL_CHOICES,
    variables: { id: videoId },
  });
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const video = data?.getVideo;
  if (fetching && !data) return <Loading />;
  if (!video) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {error ? errorMessage(error) : 'Video not found.'}
      </p>
    );
  }
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
      <figure className="space-y-1">
        <img
          src={video.thumbnailUrl ?? DEFAULT_THUMBNAIL}
          alt={`Current thumbnail of ${video.title}`}
          data-testid="current-thumbnail"
          className="aspect-video w-full rounded-lg bg-slate-900 object-contain"
        />
        <figcaption className="text-xs text-slate-600">Current thumbnail</figcaption>
      </figure>
      <div className="min-w-0 space-y-6">
        {video.processingStatus !== 'ready' ? (
          <p className="text-sm text-slate-600">
            The thumbnail can be changed once the video has been processed.
          </p>
        ) : (
          <>
            <FrameChoice video={video} onDone={reload} />
            <ThumbnailUpload videoId={video.id} onDone={reload} />
          </>
        )}
      </div>
    </div>
  );
}

function FrameChoice({ video, onDone }: { video: ThumbnailVideo; onDone: () => void }) {
  const name = useId();
  const frames = video.thumbnailCandidates;
  const current = frames.find((frame) => frame.isCurrent)?.frame;
  const [picked, setPicked] = useState<number | undefined>(current);
  const [{ fetching }, choose] = useMutation(CHOOSE_VIDEO_THUMBNAIL);
  if (frames.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        This video has no frames to choose from: upload an image instead.
      </p>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (picked === undefined) return;
    const result = await choose({ videoId: video.id, frame: picked });
    if (result.error) return toast.error(errorMessage(result.error));
    toast.success('Thumbnail changed.');
    onDone();
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">Choose a frame</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {frames.map((frame) => (
            <label key={frame.frame} className="block cursor-pointer">
              <input
                type="radio"
                name={name}
                value={frame.frame}
                checked={picked === frame.frame}
                onChange={() => setPicked(frame.frame)}
                className="peer sr-only"
              />
              <img
                src={frame.url ?? DEFAULT_THUMBNAIL}
                alt=""
                loading="lazy"
                className="aspect-video w-full rounded-md bg-slate-900 object-contain ring-offset-2 peer-checked:ring-4 peer-checked:ring-violet-600 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-violet-700"
              />
              <span className="mt-1 block text-xs text-slate-700">
                <span className="sr-only">Frame at </span>
                {clock(frame.atSeconds)}
                {frame.isCurrent ? ' (current)' : ''}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" disabled={fetching || picked === undefined || picked === current}>
        Use this frame
      </Button>
    </form>
  );
}
