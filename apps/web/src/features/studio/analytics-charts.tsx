import { parseDay } from '@reelboard/shared/analytics-days';
import type { AnalyticsFigures } from './api/analytics';
import { ChartFigure, FigureTable } from './chart-figure';
import {
  dailyCsv,
  formatShare,
  formatWatchTime,
  retentionCsv,
  retentionPoints,
  TRAFFIC_SOURCE_NAMES,
  trafficCsv,
} from './figures';
import { LineChart } from './line-chart';

// The three views of a period's figures (issue 26): each a chart, a table and a CSV file.
// `name` starts the CSV files' names (e.g. "channel", "video-<id>").

const VIOLET = '#7c3aed';
const TEAL = '#0d9488';

const formatDay = (day: string) =>
  (parseDay(day) ?? new Date(Number.NaN)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
const wholeTicks = (value: number) => (Number.isInteger(value) ? value.toLocaleString('en-US') : '');

export function DailyViews({ figures, name }: { figures: AnalyticsFigures; name: string }) {
  const x = figures.days.map((day) => (parseDay(day.day)?.getTime() ?? 0) / 1000);
  return (
    <ChartFigure
      id={`${name}-daily`}
      title="Views per day"
      csv={{
        fileName: `${name}-views-per-day-${figures.from}-${figures.to}.csv`,
        rows: () => dailyCsv(figures),
      }}
      chart={
        <LineChart
          x={x}
          time
          yTick={wholeTicks}
          series={[
            { label: 'Views', values: figures.days.map((day) => day.views), color: VIOLET },
            { label: 'Unique viewers', values: figures.days.map((day) => day.uniqueViewers), color: TEAL },
          ]}
        />
      }
      table={
        <FigureTable
          caption="Views, unique viewers and watch time per day (UTC)"
          head={['Day', 'Views', 'Unique viewers', 'Watch time']}
          rows={figures.days.map((day) => [
            formatDay(day.day),
            day.views,
            day.uniqueViewers,
            formatWatchTime(day.watchSeconds),
          ])}
        />
      }
    />
  );
}

export function Retention({ figures, name }: { figures: AnalyticsFigures; name: string }) {
  const points = retentionPoints(figures.retention);
  return (
    <ChartFigure
      id={`${name}-retention`}
      title="Audience retention"
      csv={{
        fileName: `${name}-retention-${figures.from}-${figures.to}.csv`,
        rows: () => retentionCsv(figures),
      }}
      chart={
        points.length === 0 ? (
          <p className="py-8 text-center text-sm text-slate-600">No views in this period.</p>
        ) : (
          <LineChart
            x={points.map((point) => point.at)}
            yMax={1}
            xTick={(value) => `${value}%`}
            yTick={formatShare}
            series={[
              { label: 'Share of views still watching', values: points.map((p) => p.share), color: VIOLET },
            ]}
          />
        )
      }
      table={
        <FigureTable
          caption="Share of views still watching at each twentieth of the video"
          head={['Position in the video', 'Still watching']}
          rows={points.map((point) => [`${point.at}%`, formatShare(point.share)])}
        />
      }
    />
  );
}

export function TrafficSources({ figures, name }: { figures: AnalyticsFigures; name: string }) {
  const total = figures.trafficSources.reduce((sum, source) => sum + source.views, 0);
  const shareOf = (views: number) => (total > 0 ? views / total : 0);
  return (
    <ChartFigure
      id={`${name}-sources`}
      title="Traffic sources"
      csv={{
        fileName: `${name}-traffic-sources-${figures.from}-${figures.to}.csv`,
        rows: () => trafficCsv(figures),
      }}
      chart={
        <ul className="space-y-2" aria-hidden="true">
          {figures.trafficSources.map(({ source, views }) => (
            <li
              key={source}
              className="grid grid-cols-[8rem_1fr_3rem] items-center gap-2 text-sm sm:grid-cols-[10rem_1fr_4rem]"
            >
              <span className="text-slate-700">{TRAFFIC_SOURCE_NAMES[source]}</span>
              <span className="h-3 rounded bg-slate-100">
                <span
                  className="block h-3 rounded bg-violet-600"
                  style={{ width: `${Math.round(shareOf(views) * 100)}%` }}
                />
              </span>
              <span className="text-right text-slate-900 tabular-nums">{views.toLocaleString('en-US')}</span>
            </li>
          ))}
        </ul>
      }
      table={
        <FigureTable
          caption="Views by where the viewer found the video"
          head={['Source', 'Views', 'Share of views']}
          rows={figures.trafficSources.map(({ source, views }) => [
            TRAFFIC_SOURCE_NAMES[source],
            views,
            formatShare(shareOf(views)),
          ])}
        />
      }
    />
  );
}
