import { fillDays, type Period } from '@reelboard/shared/analytics-days';
import { TRAFFIC_SOURCES, type TrafficSource } from '@reelboard/shared/analytics-reports';
import { RETENTION_PARTS, retentionShares } from '@reelboard/shared/analytics-segments';
import { and, between, eq, sql } from 'drizzle-orm';
import { analyticsDays } from '../../db/analytics-schema.ts';
import type { Database } from '../../db/client.ts';

// The figures of one scope (a video, a creator's videos, the site) over a period of whole
// UTC days (ADR 0037): viewing from the daily rollups, the rest counted where each area
// keeps it, by its own timestamp. Adds to cart have none: they are all-time.

export type AnalyticsDay = { day: string; views: number; uniqueViewers: number; watchSeconds: number };
export type Analytics = Period & {
  views: number;
  uniqueViewers: number;
  watchSeconds: number;
  averageViewSeconds: number;
  days: AnalyticsDay[];
  retention: number[];
  trafficSources: { source: TrafficSource; views: number }[];
  likes: number;
  dislikes: number;
  comments: number;
  saves: number;
  shares: number;
  cartAdds: number;
  attributedOrders: number;
  revenueCents: number;
};

/** Per twentieth and per source, the period's counts summed in SQL (the arrays stay there). */
async function summedArrays(db: Database, scope: string, period: Period) {
  const sums = (column: string) => sql`(
    select coalesce(array_agg(total order by k), '{}') from (
      select k, sum(x)::int as total from analytics_days, unnest(${sql.raw(column)}) with ordinality as u(x, k)
      where scope = ${scope} and day between ${period.from} and ${period.to}
      group by k) parts)`;
  const [row] = (
    await db.execute<{ retention: number[]; sources: number[] }>(
      sql`select ${sums('retention')} as retention, ${sums('sources')} as sources`,
    )
  ).rows;
  const padded = (totals: number[] | undefined, length: number) =>
    Array.from({ length }, (_, i) => Number(totals?.[i] ?? 0));
  return {
    retention: padded(row?.retention, RETENTION_PARTS),
    sources: padded(row?.sources, TRAFFIC_SOURCES.length),
  };
}

async function viewing(db: Database, scope: string, period: Period) {
  const [rows, { retention, sources }] = await Promise.all([
    db
      .select({
        day: analyticsDays.day,
        views: analyticsDays.views,
        uniqueViewers: analyticsDays.uniqueViewers,
        watchSeconds: analyticsDays.watchSeconds,
      })
      .from(analyticsDays)
      .where(and(eq(analyticsDays.scope, scope), between(analyticsDays.day, period.from, period.to))),
    summedArrays(db, scope, period),
  ]);
  const days = fillDays(period, rows, (day) => ({ day, views: 0, uniqueViewers: 0, watchSeconds: 0 }));
  const views = days.reduce((total, day) => total + day.views, 0);
  const watchSeconds = days.reduce((total, day) => total + day.watchSeconds, 0);
  return {
    days,
    views,
    uniqueViewers: days.reduce((total, day) => total + day.uniqueViewers, 0),
    watchSeconds,
    averageViewSeconds: views > 0 ? watchSeconds / views : 0,
    retention: retentionShares(retention, views),
    trafficSources: TRAFFIC_SOURCES.map((source, i) => ({ source, views: sources[i] ?? 0 })),
  };
}

/** Everything but viewing, counted in one statement from each area's own rows. */
async function engagement(db: Database, inScope: (column: string) => ReturnType<typeof sql>, period: Period) {
  const from = sql`${period.from}::date`;
  const until = sql`(${period.to}::date + 1)`;
  const [row] = (
    await db.execute<Record<string, number>>(sql`select
      (select count(*) filter (where vote = 'LIKE') from video_votes where ${inScope('video_id')} and created_at >= ${from} and created_at < ${until})::int as likes,
      (select count(*) filter (where vote = 'DISLIKE') from video_votes where ${inScope('video_id')} and created_at >= ${from} and created_at < ${until})::int as dislikes,
      (select count(*) from comments where target_type = 'video' and ${inScope('target_id')} and status = 'published'
        and deleted_at is null and created_at >= ${from} and created_at < ${until})::int as comments,
      (select count(*) from saved_videos where ${inScope('video_id')} and saved_at >= ${from} and saved_at < ${until})::int as saves,
      (select coalesce(sum(shares), 0) from video_shares where ${inScope('video_id')} and day >= ${from} and day < ${until})::int as shares,
      (select coalesce(sum(adds), 0) from video_cart_adds where ${inScope('video_id')})::int as cart_adds,
      (select count(distinct o.id) from shop_order_items i join shop_orders o on o.id = i.order_id
        where ${inScope('i.video_id')} and o.status in ('paid', 'shipped', 'delivered')
        and o.paid_at >= ${from} and o.paid_at < ${until})::int as attributed_orders,
      (select coalesce(sum(i.unit_price_cents * (i.quantity - i.refunded_quantity)), 0) from shop_order_items i
        join shop_orders o on o.id = i.order_id
        where ${inScope('i.video_id')} and o.status in ('paid', 'shipped', 'delivered', 'refunded')
        and o.paid_at >= ${from} and o.paid_at < ${until})::int as revenue_cents`)
  ).rows;
  return {
    likes: row?.likes ?? 0,
    dislikes: row?.dislikes ?? 0,
    comments: row?.comments ?? 0,
    saves: row?.saves ?? 0,
    shares: row?.shares ?? 0,
    cartAdds: row?.cart_adds ?? 0,
    attributedOrders: row?.attributed_orders ?? 0,
    revenueCents: row?.revenue_cents ?? 0,
  };
}

/** A scope: its key in the daily rollups, and the SQL saying which video ids it covers. */
export type FigureScope = { key: string; inScope: (column: string) => ReturnType<typeof sql> };

export async function figuresOf(db: Database, scope: FigureScope, period: Period): Promise<Analytics> {
  const [seen, counted] = await Promise.all([
    viewing(db, scope.key, period),
    engagement(db, scope.inScope, period),
  ]);
  return { ...period, ...seen, ...counted };
}
