import { fromLocalInput, publishTimeProblem, toLocalInput } from '@reelboard/shared/publish-time';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { useMutation, useQuery } from 'urql';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { Loading } from '../../components/ui/loading';
import { errorMessage } from '../../lib/graphql-client';
import { SET_VIDEO_PUBLISH_TIME, VIDEO_PUBLISH_TIME } from './api/publish-time';

type Scheduled = { id: string; isApproved: boolean; publishAt?: string | null };

const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Where the video stands: what the creator reads above the field. */
function statusOf(video: Scheduled): string {
  if (video.publishAt) {
    const when = formatWhen(video.publishAt);
    return video.isApproved ? `Scheduled: goes public on ${when}.` : `Scheduled for ${when}, once approved.`;
  }
  return video.isApproved
    ? 'This video is public.'
    : 'No publish time: the video goes public as soon as an admin approves it.';
}

/**
 * What the studio's "Publish time" panel holds (ADR 0039): the uploader or an admin sets,
 * changes or clears when the video goes public. Until then only they can see it.
 */
export function PublishTimeForm({ videoId }: { videoId: string }) {
  const [{ data, fetching }] = useQuery({
    query: VIDEO_PUBLISH_TIME,
    variables: { id: videoId },
    requestPolicy: 'cache-and-network',
  });
  const video = data?.getVideo;
  if (fetching && !data) return <Loading />;
  if (!video) return null;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600" data-testid="publish-status">
        {statusOf(video)}
      </p>
      {video.isApproved && !video.publishAt ? null : (
        <PublishTimeFields key={video.publishAt} video={video} />
      )}
    </div>
  );
}

function PublishTimeFields({ video }: { video: Scheduled }) {
  const [, setPublishTime] = useMutation(SET_VIDEO_PUBLISH_TIME);
  const [value, setValue] = useState(video.publishAt ? toLocalInput(new Date(video.publishAt)) : '');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const save = async (publishAt: Date | null) => {
    setSaving(true);
    const result = await setPublishTime({ videoId: video.id, publishAt: publishAt?.toISOString() ?? null });
    setSaving(false);
    if (result.error) return setError(errorMessage(result.error));
    setError(undefined);
    toast.success(publishAt ? 'Publish time saved.' : 'Publish time cleared.');
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const at = fromLocalInput(value);
    const problem = at ? publishTimeProblem(at, new Date()) : 'Choose a date and time to publish at.';
    if (problem || !at) return setError(problem);
    void save(at);
  };

  return (
    <form className="space-y-3" onSubmit={submit} noValidate>
      <TextField
        label="Publish at"
        type="datetime-local"
        value={value}
        min={toLocalInput(new Date())}
        onChange={(event) => setValue(event.target.value)}
        error={error}
        hint="Your local time. Within a year from now."
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          Save publish time
        </Button>
        {video.publishAt ? (
          <Button type="button" variant="outline" disabled={saving} onClick={() => void save(null)}>
            {video.isApproved ? 'Publish now' : 'Clear publish time'}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
