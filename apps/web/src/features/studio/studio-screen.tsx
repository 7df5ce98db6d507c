import { useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { Loading } from '../../components/ui/loading';
import { AnalyticsReport } from './analytics-report';
import { CHANNEL_ANALYTICS, SITE_ANALYTICS } from './api/analytics';
import { type PeriodDays, periodOf } from './figures';
import { PeriodSelect } from './period-select';
import { StudioGate, type StudioRole } from './studio-gate';
import { StudioVideoList } from './studio-video-list';

// /studio (issue 26): the channel's figures over a chosen period, then the creator's videos,
// each opening its own studio page. Admins may switch the figures to the whole site.
export function StudioScreen() {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <title>Studio · Reelboard</title>
      <StudioGate>{(role) => <Studio role={role} />}</StudioGate>
    </div>
  );
}

function Studio({ role }: { role: StudioRole }) {
  const [days, setDays] = useState<PeriodDays>(28);
  const [wholeSite, setWholeSite] = useState(false);
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">Studio</h1>
        <div className="flex flex-wrap items-center gap-4">
          {role === 'admin' ? (
            <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
              <input
                type="checkbox"
                role="switch"
                aria-checked={wholeSite}
                checked={wholeSite}
                onChange={(event) => setWholeSite(event.target.checked)}
                className="h-4 w-4 accent-violet-600"
              />
              Whole site
            </label>
          ) : null}
          <PeriodSelect value={days} onChange={setDays} />
        </div>
      </div>
      <section aria-labelledby="studio-summary" className="space-y-4">
        <h2 id="studio-summary" className="text-xl font-semibold text-slate-900">
          {wholeSite ? 'Whole site' : 'Your channel'}, last {days} days
        </h2>
        <PeriodFigures days={days} wholeSite={wholeSite} />
      </section>
      <StudioVideoList />
    </>
  );
}

function PeriodFigures({ days, wholeSite }: { days: PeriodDays; wholeSite: boolean }) {
  // Today as of the first render of this choice: a page left open over midnight keeps its period.
  const period = useMemo(() => periodOf(days, new Date()), [days]);
  const [channel] = useQuery({ query: CHANNEL_ANALYTICS, variables: period, pause: wholeSite });
  const [site] = useQuery({ query: SITE_ANALYTICS, variables: period, pause: !wholeSite });
  const answer = wholeSite ? site : channel;
  const figures = wholeSite ? site.data?.siteAnalytics : channel.data?.channelAnalytics;
  if (answer.fetching && !figures) return <Loading />;
  if (!figures) {
    return (
      <p role="alert" className="text-red-700">
        {answer.error?.graphQLErrors[0]?.message ?? 'The figures could not be loaded. Try again later.'}
      </p>
    );
  }
  return <AnalyticsReport figures={figures} name={wholeSite ? 'site' : 'channel'} />;
}
