import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { insertVideo } from '../../../test/videos.ts';
import { analyticsHours, analyticsRollupState, watchEvents, watchViews } from '../../db/analytics-schema.ts';
import { createRollups } from './rollups.ts';

// Migration 0037 turned what the old rollup had counted into the new rollup's state (ADR
// 0037): run its statements again over reports rolled up the old way, then let the new
// rollup go on from there.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

it("builds the views and days' viewers the rollup had counted, before its cursor", async () => {
  const video = await insertVideo(db(), { durationSeconds: 20 });
  const hour = new Date('2026-11-10T08:00:00Z');
  const at = (minutes: number) => new Date(hour.getTime() + minutes * 60_000);
  const view = randomUUID();
  await db()
    .insert(watchEvents)
    .values([
      { viewId: view, videoId: video.id, viewer: 'ip:a', source: 'search', segments: [0, 4], at: at(1) },
      { viewId: view, videoId: video.id, viewer: 'ip:a', source: 'home', segments: [2, 8], at: at(2) },
      // After the cursor: not yet counted, so not part of the state.
      {
        viewId: randomUUID(),
        videoId: video.id,
        viewer: 'ip:b',
        source: 'home',
        segments: [0, 1],
        at: at(9),
      },
    ]);
  // What the old rollup had written for the counted view.
  await db()
    .insert(analyticsHours)
    .values({
      videoId: video.id,
      hour,
      views: 1,
      watchSeconds: 8,
      retention: [...Array(8).fill(1), ...Array(12).fill(0)],
      sources: [0, 0, 1, 0, 0, 0],
    });
  await db()
    .insert(analyticsRollupState)
    .values({ name: 'watch-rollup', readUntil: at(5) });

  const migration = await readFile(
    new URL('../../db/migrations/0037_incremental_rollups.sql', import.meta.url),
    'utf8',
  );
  for (const statement of migration.split('--> statement-breakpoint').filter((s) => /insert into/i.test(s)))
    await db().execute(sql.raw(statement));

  expect(await db().select().from(watchViews).where(eq(watchViews.videoId, video.id))).toEqual([
    { viewId: view, videoId: video.id, firstAt: at(1), source: 'search', segments: [0, 4, 2, 8] },
  ]);
  const viewers = await db().execute<{ scope: string }>(
    sql`select scope from analytics_day_viewers order by scope`,
  );
  expect(viewers.rows.map((row) => row.scope)).toEqual(['site', `video:${video.id}`]);

  // The new rollup goes on: the counted view is not counted again; the later one is added.
  await createRollups({ db: db(), now: () => at(20) }).rollUp();
  const [row] = await db().select().from(analyticsHours).where(eq(analyticsHours.videoId, video.id));
  expect(row).toMatchObject({ views: 2, watchSeconds: 9, sources: [1, 0, 1, 0, 0, 0] });
});
