import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useMutation, useQuery } from 'urql';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Loading } from '../../components/ui/loading';
import { MissingItem } from '../../components/ui/missing-item';
import { languageName } from '../../components/video/use-captions';
import { errorMessage } from '../../lib/graphql-client';
import { formatDate } from '../../lib/video-display';
import { DELETE_VIDEO_CAPTION, MANAGED_CAPTIONS, type ManagedVideo } from './api/manage-captions';
import { CaptionsForm } from './captions-form';

// A video's captions page, reached from "My videos" and the admin dashboard (ADR 0036):
// one file per language, each replaced or deleted; the server decides who may.
export function CaptionsManager({ videoId }: { videoId: string }) {
  const [{ data, fetching }, refetch] = useQuery({ query: MANAGED_CAPTIONS, variables: { id: videoId } });
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const video = data?.getVideo;
  if (fetching && !data) return <Loading />;
  if (!video) return <MissingItem title="Video not found" />;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <title>{`Captions · ${video.title} · Reelboard`}</title>
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Captions</h1>
        <p className="text-sm text-slate-600">
          For{' '}
          <Link to={`/videos/${video.id}`} className="text-violet-700 underline">
            {video.title}
          </Link>
          . WebVTT or SRT files, at most 1 MB each; markup is removed and only the text is kept.
        </p>
      </div>
      <Card className="p-6">
        <h2 className="mb-4 text-lg font-semibold text-slate-900">Add captions</h2>
        <CaptionsForm videoId={video.id} onDone={reload} />
      </Card>
      <CaptionList video={video} onChanged={reload} />
    </div>
  );
}

function CaptionList({ video, onChanged }: { video: ManagedVideo; onChanged: () => void }) {
  const [, deleteCaption] = useMutation(DELETE_VIDEO_CAPTION);
  const [replacing, setReplacing] = useState<string | null>(null);
  const remove = async (language: string) => {
    const result = await deleteCaption({ videoId: video.id, language });
    if (result.error) return toast.error(errorMessage(result.error));
    toast.success('Captions deleted.');
    onChanged();
  };
  return (
    <Card className="p-6">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">Languages</h2>
      {video.captions.length === 0 ? (
        <p className="text-sm text-slate-600">This video has no captions yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {video.captions.map((caption) => (
            <li key={caption.language} className="space-y-3 py-3" data-testid="caption-language">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div>
                  <p className="font-medium text-slate-900">
                    {languageName(caption.language)} ({caption.language})
                  </p>
                  <p className="text-xs text-slate-500">
                    {caption.cueCount} cues · {formatDate(caption.updatedAt)}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button variant="secondary" size="sm" onClick={() => setReplacing(caption.language)}>
                    Replace
                  </Button>
                  <Button variant="danger" size="sm" onClick={() => remove(caption.language)}>
                    Delete
                  </Button>
                </div>
              </div>
              {replacing === caption.language ? (
                <CaptionsForm
                  videoId={video.id}
                  language={caption.language}
                  onDone={() => {
                    setReplacing(null);
                    onChanged();
                  }}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
