import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { insertVideo } from '../../../test/videos.ts';
import { analyticsHours, watchEvents } from '../../db/analytics-schema.ts';
import { createJobThread } from '../../jobs/job-thread.ts';

// The minute's rollup as the job runs it (analytics-service.ts): in a thread of its own, on
// a pool of its own to the same database.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const entry = new URL('./rollup-thread.ts', import.meta.url);

it('rolls up the reports in its thread, and a second run finds nothing new', async () => {
  const db = t.database.db;
  const video = await insertVideo(db, { durationSeconds: 20 });
  const at = new Date(Date.now() - 5 * 60_000);
  await db.insert(watchEvents).values([
    { viewId: randomUUID(), videoId: video.id, viewer: 'ip:a', source: 'home', segments: [0, 10], at },
    { viewId: randomUUID(), videoId: video.id, viewer: 'ip:b', source: 'search', segments: [0, 20], at },
  ]);
  const thread = createJobThread<void, number>(entry, { databaseUrl: t.database.url });
  try {
    expect(await thread.run()).toBe(1);
    const [hour] = await db.select().from(analyticsHours).where(eq(analyticsHours.videoId, video.id));
    expect(hour).toMatchObject({ views: 2, watchSeconds: 30 });
    expect(hour?.retention).toEqual([...Array(10).fill(2), ...Array(10).fill(1)]);
    expect(await thread.run()).toBe(0);
  } finally {
    await thread.stop();
  }
});

it("answers the job's error, and the thread serves the next run", async () => {
  const thread = createJobThread<void, number>(entry, {
    databaseUrl: 'postgres://nobody:wrong@127.0.0.1:1/none',
  });
  try {
    await expect(thread.run()).rejects.toThrow(/ECONNREFUSED/);
    await expect(thread.run()).rejects.toThrow(/ECONNREFUSED/);
  } finally {
    await thread.stop();
  }
});
