import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useMutation } from 'urql';
import { Button } from '../../components/ui/button';
import { TextAreaField } from '../../components/ui/form-field';
import { VideoPlayer } from '../../components/video/video-player';
import { VideoProductTagger } from '../../components/video/video-product-tagger';
import { errorMessage } from '../../lib/graphql-client';
import { formatDate, videoCreator } from '../../lib/video-display';
import type { AdminVideo } from './api/admin-video-fields';
import { UPDATE_VIDEO } from './api/update-video';

const FLAGS = [
  { key: 'isApproved', label: 'Approved' },
  { key: 'isFeatured', label: 'Featured' },
  { key: 'isTrending', label: 'Trending' },
] as const;

type ModerationInput = Pick<AdminVideo, 'id' | 'isApproved' | 'isFeatured' | 'isTrending'> & {
  adminNotes: string;
};

const formOf = (video: AdminVideo): ModerationInput => ({
  id: video.id,
  isApproved: video.isApproved,
  isFeatured: video.isFeatured,
  isTrending: video.isTrending,
  adminNotes: video.adminNotes ?? '',
});

const sameForm = (a: ModerationInput, b: ModerationInput) =>
  (Object.keys(a) as (keyof ModerationInput)[]).every((key) => a[key] === b[key]);

// One video under review: the flags and notes are saved together (SPEC.md section 4).
export function AdminVideoItem({ video: latest }: { video: AdminVideo }) {
  const [video, setVideo] = useState(latest);
  const [form, setForm] = useState(() => formOf(latest));
  const [{ fetching }, updateVideo] = useMutation(UPDATE_VIDEO);
  const idPrefix = useId();
  const uploader = videoCreator(video);

  // A newer version from the server (another admin, processing) replaces what is shown,
  // unless this admin has unsaved changes in the form.
  if (Date.parse(latest.updatedAt) > Date.parse(video.updatedAt) && sameForm(form, formOf(video))) {
    setVideo(latest);
    setForm(formOf(latest));
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = await updateVideo({ input: form });
    const saved = result.data?.updateVideo;
    if (result.error || !saved) {
      toast.error(errorMessage(result.error ?? 'No answer from the server.'));
      return;
    }
    setVideo(saved);
    setForm(formOf(saved));
    toast.success('Video updated!');
  };

  return (
    <article
      aria-label={video.title}
      className="grid gap-6 rounded-xl border border-slate-200 p-4 md:grid-cols-2"
    >
      <VideoPlayer video={video} />
      <form className="space-y-4" onSubmit={submit}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="font-medium text-slate-500">Uploader</dt>
          <dd className="text-slate-900">{uploader.name}</dd>
          <dt className="font-medium text-slate-500">Email</dt>
          <dd className="break-all text-slate-900">{video.creatorEmail ?? '—'}</dd>
          <dt className="font-medium text-slate-500">ID</dt>
          <dd className="break-all font-mono text-xs text-slate-900">{video.id}</dd>
          <dt className="font-medium text-slate-500">Title</dt>
          <dd className="text-slate-900">{video.title}</dd>
          <dt className="font-medium text-slate-500">Category</dt>
          <dd className="text-slate-900">{video.category}</dd>
          <dt className="font-medium text-slate-500">Uploaded</dt>
          <dd className="text-slate-900">{formatDate(video.uploadDate)}</dd>
          {/* Approving a scheduled video does not make it public before its time (ADR 0039). */}
          {video.publishAt ? (
            <>
              <dt className="font-medium text-slate-500">Scheduled</dt>
              <dd className="text-violet-700">Public from {new Date(video.publishAt).toLocaleString()}</dd>
            </>
          ) : null}
          <dt className="font-medium text-slate-500">Captions</dt>
          <dd>
            <Link to={`/videos/${video.id}/captions`} className="text-violet-700 hover:underline">
              Manage captions
            </Link>
          </dd>
        </dl>
        <fieldset className="flex flex-wrap gap-4">
          <legend className="sr-only">Review status</legend>
          {FLAGS.map(({ key, label }) => (
            <div key={key} className="flex items-center gap-2">
              <input
                id={`${idPrefix}-${key}`}
                type="checkbox"
                className="h-4 w-4 accent-violet-600"
                checked={form[key]}
                onChange={(event) => setForm((current) => ({ ...current, [key]: event.target.checked }))}
              />
              <label htmlFor={`${idPrefix}-${key}`} className="text-sm text-slate-700">
                {label}
              </label>
            </div>
          ))}
        </fieldset>
        <TextAreaField
          label="Admin notes"
          rows={3}
          value={form.adminNotes}
          onChange={(event) => setForm((current) => ({ ...current, adminNotes: event.target.value }))}
        />
        <Button type="submit" disabled={fetching}>
          {fetching ? 'Submitting...' : 'Submit'}
        </Button>
      </form>
      <div className="md:col-span-2">
        <VideoProductTagger
          key={latest.products.map((product) => product._id).join()}
          videoId={video.id}
          tagged={latest.products.map((product) => product._id)}
        />
      </div>
    </article>
  );
}
