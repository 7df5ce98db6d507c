import { type StudioVideoStatus, studioStatus } from '@reelboard/shared/analytics-studio';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { decodeCursor, pageSize, pastCursor, toPage } from '../../db/pagination.ts';
import { videos } from '../../db/video-schema.ts';
import type { Actor } from '../actors.ts';
import { newestFirst, selectVideos } from '../videos/video-queries.ts';
import { asSeenBy, type Video } from '../videos/video-service.ts';

// A creator's videos in the studio (issue 26), newest first, each with its status and its
// all-time figures: views and watch time from the rollups' totals, likes and comments from the
// video's counters, adds to cart and attributed revenue from the shop's rows.

export type StudioVideo = {
  video: Video;
  status: StudioVideoStatus;
  views: number;
  watchSeconds: number;
  likes: number;
  comments: number;
  cartAdds: number;
  revenueCents: number;
  publishAt: Date | null;
};

type Totals = {
  video_id: string;
  views: number;
  watch_seconds: number;
  cart_adds: number;
  revenue_cents: number;
};

async function totalsOf(db: Database, ids: string[]): Promise<Map<string, Totals>> {
  if (ids.length === 0) return new Map();
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute<Totals>(sql`
    select v.id as video_id,
      coalesce(t.views, 0)::int as views, coalesce(t.watch_seconds, 0)::float8 as watch_seconds,
      coalesce((select sum(a.adds) from video_cart_adds a where a.video_id = v.id), 0)::int as cart_adds,
      coalesce((select sum(i.unit_price_cents * (i.quantity - i.refunded_quantity)) from shop_order_items i
        join shop_orders o on o.id = i.order_id
        where i.video_id = v.id and o.status in ('paid', 'shipped', 'delivered', 'refunded')), 0)::int as revenue_cents
    from unnest(array[${list}]) as v(id) left join analytics_totals t on t.video_id = v.id`);
  return new Map(result.rows.map((row) => [row.video_id, row]));
}

export async function studioVideoPage(
  db: Database,
  actor: Actor,
  args: { creatorId: string; after?: string | null; limit?: number | null; now: Date },
): Promise<{ items: StudioVideo[]; nextToken: string | null }> {
  const size = pageSize(args.limit ?? 50);
  const cursor = decodeCursor(args.after);
  const rows = await selectVideos(db)
    .where(
      and(
        eq(videos.creatorId, args.creatorId),
        pastCursor(cursor, { at: videos.uploadDate, id: videos.id }, 'desc'),
      ),
    )
    .orderBy(...newestFirst)
    .limit(size + 1);
  const page = toPage(rows, size, (row) => row.uploadDate);
  const totals = await totalsOf(
    db,
    page.items.map((video) => video.id),
  );
  return {
    nextToken: page.nextToken,
    items: page.items.map((video) => {
      const total = totals.get(video.id);
      return {
        video: asSeenBy(actor, video),
        status: studioStatus(video, args.now),
        views: total?.views ?? 0,
        watchSeconds: total?.watch_seconds ?? 0,
        likes: video.likes,
        comments: video.commentCount,
        cartAdds: total?.cart_adds ?? 0,
        revenueCents: total?.revenue_cents ?? 0,
        publishAt: video.publishAt ?? null,
      };
    }),
  };
}
