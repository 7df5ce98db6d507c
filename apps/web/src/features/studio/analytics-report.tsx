import { DailyViews, Retention, TrafficSources } from './analytics-charts';
import type { AnalyticsFigures } from './api/analytics';
import { formatRevenue, formatWatchTime } from './figures';

// A period's figures (issue 26): the totals, then views per day, retention and sources.
export function AnalyticsReport({ figures, name }: { figures: AnalyticsFigures; name: string }) {
  const totals: [string, string][] = [
    ['Views', figures.views.toLocaleString('en-US')],
    ['Unique viewers', figures.uniqueViewers.toLocaleString('en-US')],
    ['Watch time', formatWatchTime(figures.watchSeconds)],
    ['Average view duration', formatWatchTime(figures.averageViewSeconds)],
    ['Likes', figures.likes.toLocaleString('en-US')],
    ['Dislikes', figures.dislikes.toLocaleString('en-US')],
    ['Comments', figures.comments.toLocaleString('en-US')],
    ['Saves', figures.saves.toLocaleString('en-US')],
    ['Shares', figures.shares.toLocaleString('en-US')],
    ['Adds to cart (all time)', figures.cartAdds.toLocaleString('en-US')],
    ['Attributed orders', figures.attributedOrders.toLocaleString('en-US')],
    ['Revenue', formatRevenue(figures.revenueCents)],
  ];
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="analytics-totals">
        {totals.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-xl font-semibold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <DailyViews figures={figures} name={name} />
      <Retention figures={figures} name={name} />
      <TrafficSources figures={figures} name={name} />
    </div>
  );
}
