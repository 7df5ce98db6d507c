import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { Card } from '../../components/ui/card';
import { Loading } from '../../components/ui/loading';
import { AnalyticsReport } from './analytics-report';
import { VIDEO_ANALYTICS } from './api/analytics';
import { type PeriodDays, periodOf } from './figures';
import { PeriodSelect } from './period-select';
import { StudioGate } from './studio-gate';

// /studio/videos/:id (issue 26): one video's figures over a chosen period. `children` are
// the panels other features add for this video (thumbnail, publish time), composed by the
// route, each in a StudioPanel.
export function StudioVideoScreen({ videoId, children }: { videoId: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <Link
        to="/studio"
        className="inline-flex items-center gap-1 text-sm font-medium text-violet-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden /> Studio
      </Link>
      <StudioGate>{() => <VideoFigures videoId={videoId}>{children}</VideoFigures>}</StudioGate>
    </div>
  );
}

function VideoFigures({ videoId, children }: { videoId: string; children?: ReactNode }) {
  const [days, setDays] = useState<PeriodDays>(28);
  const period = useMemo(() => periodOf(days, new Date()), [days]);
  const [{ data, fetching, error }] = useQuery({ query: VIDEO_ANALYTICS, variables: { videoId, ...period } });
  const figures = data?.videoAnalytics;
  const title = data?.getVideo?.title ?? 'Video';
  return (
    <>
      <title>{`${title} · Studio · Reelboard`}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{title}</h1>
          <Link to={`/videos/${videoId}`} className="text-sm font-medium text-violet-700 hover:underline">
            Open video page
          </Link>
        </div>
        <PeriodSelect value={days} onChange={setDays} />
      </div>
      {children}
      <section aria-labelledby="studio-video-figures" className="space-y-4">
        <h2 id="studio-video-figures" className="text-xl font-semibold text-slate-900">
          Last {days} days
        </h2>
        {fetching && !figures ? (
          <Loading />
        ) : figures ? (
          <AnalyticsReport figures={figures} name={`video-${videoId}`} />
        ) : (
          <p role="alert" className="text-red-700">
            {error?.graphQLErrors[0]?.message ?? 'The figures could not be loaded. Try again later.'}
          </p>
        )}
      </section>
    </>
  );
}

/** A panel of the video's studio page that another feature fills; nothing until it does. */
export function StudioPanel({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby={id} className="space-y-3">
        <h2 id={id} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}
