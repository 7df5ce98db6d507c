import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { insertUser } from '../../../test/users.ts';
import { insertVideo } from '../../../test/videos.ts';
import {
  analyticsDays,
  analyticsHours,
  analyticsRollupState,
  watchEvents,
} from '../../db/analytics-schema.ts';
import { createRollups } from './rollups.ts';

// Watch reports in, rollups, pruning and who may read the figures (issue 26, ADR 0037),
// against PostgreSQL through the real routes and services.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

function post(path: string, payload: unknown, options: { ip?: string; token?: string; type?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/analytics/${path}`,
    remoteAddress: options.ip ?? '10.9.0.1',
    headers: {
      'content-type': options.type ?? 'application/json',
      ...(options.token && { authorization: `Bearer ${options.token}` }),
    },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

const report = (videoId: string, segments: [number, number][], viewId = randomUUID()) => ({
  viewId,
  videoId,
  source: 'home',
  segments,
});

async function storedFor(videoId: string) {
  await t.services.analytics.collector.flush();
  return db().select().from(watchEvents).where(eq(watchEvents.videoId, videoId));
}

describe('POST /api/analytics/watch', () => {
  it('stores a visitor report without a key, its spans clamped to the measured length', async () => {
    const video = await insertVideo(db(), { durationSeconds: 20 });
    const answer = await post(
      'watch',
      report(video.id, [
        [0, 5],
        [15, 90],
      ]),
    );
    expect(answer.statusCode).toBe(204);
    const [row] = await storedFor(video.id);
    expect(row?.segments).toEqual([0, 5, 15, 20]);
    expect(row?.viewer).toMatch(/^ip:/);
    // A 204 renders nothing: only nosniff of the security headers goes with it.
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toBeUndefined();
  });

  it('takes a beacon sent as text/plain', async () => {
    const video = await insertVideo(db(), { durationSeconds: 20 });
    const answer = await post('watch', JSON.stringify(report(video.id, [[0, 3]])), { type: 'text/plain' });
    expect(answer.statusCode).toBe(204);
    expect(await storedFor(video.id)).toHaveLength(1);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const video = await insertVideo(db(), { durationSeconds: 20 });
    const cases = [
      { ...report(video.id, [[0, 3]]), viewId: 'nope' },
      { ...report(video.id, [[0, 3]]), source: 'tv' },
      report(video.id, [[5, 3]]),
      report(
        video.id,
        Array.from({ length: 51 }, (_, i): [number, number] => [i, i + 0.5]),
      ),
    ];
    for (const body of cases) {
      const answer = await post('watch', body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.any(String) });
    }
    expect((await post('watch', '{not json', { type: 'text/plain' })).statusCode).toBe(400);
    expect((await post('watch', { ...report(video.id, []), pad: 'x'.repeat(9000) })).statusCode).toBe(413);
    expect(await storedFor(video.id)).toHaveLength(0);
  });

  it('answers 404 for unknown, unpublished and scheduled videos, except to their uploader', async () => {
    const creator = await t.signedInUser('analytics-uploader@example.com');
    const pending = await insertVideo(db(), {
      isApproved: false,
      creatorId: creator.userId,
      durationSeconds: 20,
    });
    expect((await post('watch', report(randomUUID(), [[0, 1]]))).statusCode).toBe(404);
    const scheduled = await insertVideo(db(), {
      publishAt: new Date(Date.now() + 3600_000),
      durationSeconds: 20,
    });
    expect((await post('watch', report(scheduled.id, [[0, 1]]))).statusCode).toBe(404);
    expect(await storedFor(scheduled.id)).toHaveLength(0);
    expect((await post('watch', report(pending.id, [[0, 1]]))).statusCode).toBe(404);
    expect(await storedFor(pending.id)).toHaveLength(0);
    expect(
      (await post('watch', report(pending.id, [[0, 1]]), { token: creator.accessToken })).statusCode,
    ).toBe(204);
    const [row] = await storedFor(pending.id);
    expect(row?.viewer).toBe(`user:${creator.userId}`);
  });

  it('never counts a report that played nothing of the video', async () => {
    const video = await insertVideo(db(), { durationSeconds: 20 });
    expect((await post('watch', report(video.id, [[30, 40]]))).statusCode).toBe(204);
    expect((await post('watch', report(video.id, []))).statusCode).toBe(204);
    const external = await insertVideo(db(), { durationSeconds: null });
    expect((await post('watch', report(external.id, [[0, 4]]))).statusCode).toBe(204);
    expect(await storedFor(video.id)).toHaveLength(0);
    expect(await storedFor(external.id)).toHaveLength(0);
  });

  it('limits each viewer to 300 reports a minute', async () => {
    const video = await insertVideo(db(), { durationSeconds: 20 });
    const ip = '10.9.9.9';
    for (let i = 0; i < 310; i += 1) await post('watch', report(video.id, [[0, 1]]), { ip });
    expect(await storedFor(video.id)).toHaveLength(300);
    expect((await post('watch', report(video.id, [[0, 1]]), { ip })).statusCode).toBe(429);
    expect((await post('watch', report(video.id, [[0, 1]]), { ip: '10.9.9.8' })).statusCode).toBe(204);
  });

  it('counts shares per video and network', async () => {
    const video = await insertVideo(db(), { durationSeconds: 20 });
    expect((await post('share', { videoId: video.id, network: 'x' })).statusCode).toBe(204);
    expect((await post('share', { videoId: video.id, network: 'x' })).statusCode).toBe(204);
    expect((await post('share', { videoId: video.id, network: 'fax' })).statusCode).toBe(400);
    expect((await post('share', { videoId: randomUUID(), network: 'x' })).statusCode).toBe(404);
    const rows = await db().execute<{ shares: number }>(
      sql`select shares from video_shares where video_id = ${video.id}`,
    );
    expect(rows.rows).toEqual([{ shares: 2 }]);
  });
});

const HOUR = new Date('2026-03-10T14:00:00Z');
const at = (minutes: number) => new Date(HOUR.getTime() + minutes * 60_000);

async function insertEvents(
  videoId: string,
  events: { view: string; viewer: string; source?: string; segments: number[]; at: Date }[],
) {
  await db()
    .insert(watchEvents)
    .values(
      events.map((event) => ({
        viewId: event.view,
        videoId,
        viewer: event.viewer,
        source: event.source ?? 'home',
        segments: event.segments,
        at: event.at,
      })),
    );
}

/** A rollup run at `now`, read from 29 days before it (the cursor forgotten). */
async function rollUpAt(now: Date) {
  await db().delete(analyticsRollupState);
  return createRollups({ db: db(), now: () => now }).rollUp();
}

const hourRowOf = async (videoId: string) =>
  db().select().from(analyticsHours).where(eq(analyticsHours.videoId, videoId)).orderBy(analyticsHours.hour);

describe('rollups', () => {
  it('rolls views up by the hour they began: watch time merged, retention per twentieth, sources', async () => {
    const creator = await insertUser(db(), 'creator');
    // 20 s: each twentieth is one second.
    const video = await insertVideo(db(), { durationSeconds: 20, creatorId: creator.userId });
    const [a, b, c, d] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await insertEvents(video.id, [
      { view: a, viewer: 'ip:a', segments: [0, 10], at: at(1) },
      { view: a, viewer: 'ip:a', segments: [10, 20], at: at(2) },
      // Overlapping spans count once: 10 s, parts 0-9.
      { view: b, viewer: 'ip:b', source: 'search', segments: [0, 5, 3, 10], at: at(5) },
      // Seeked to the end: parts 15-19. Same viewer as a.
      { view: c, viewer: 'ip:a', source: 'shorts', segments: [15, 20], at: at(59) },
      // Began in the next hour: not this hour's.
      { view: d, viewer: 'ip:d', segments: [0, 20], at: at(61) },
    ]);
    await rollUpAt(at(120));
    const [row, next] = await hourRowOf(video.id);
    expect(row).toMatchObject({ hour: HOUR, views: 3, watchSeconds: 35, creatorId: creator.userId });
    expect(row?.retention).toEqual([...Array(10).fill(2), ...Array(5).fill(1), ...Array(5).fill(2)]);
    expect(row?.sources).toEqual([1, 1, 1, 0, 0, 0]);
    expect(next).toMatchObject({ hour: at(60), views: 1, watchSeconds: 20 });

    // The same reports read again: the same rows.
    await rollUpAt(at(120));
    expect(await hourRowOf(video.id)).toEqual([row, next]);
  });

  it("adds a later run's reports to the views they continue, counting each view once", async () => {
    const video = await insertVideo(db(), { durationSeconds: 20 });
    const [a, b] = [randomUUID(), randomUUID()];
    await insertEvents(video.id, [{ view: a, viewer: 'ip:a', segments: [0, 5], at: at(1) }]);
    await rollUpAt(at(3));
    expect(await hourRowOf(video.id)).toMatchObject([{ views: 1, watchSeconds: 5 }]);
    // a goes on from 3 s to 12 s (3-5 already counted); b begins.
    await insertEvents(video.id, [
      { view: a, viewer: 'ip:a', segments: [3, 12], at: at(4) },
      { view: b, viewer: 'ip:b', source: 'search', segments: [0, 2], at: at(4) },
    ]);
    await createRollups({ db: db(), now: () => at(6) }).rollUp();
    const [row] = await hourRowOf(video.id);
    expect(row).toMatchObject({ views: 2, watchSeconds: 14, sources: [1, 0, 1, 0, 0, 0] });
    expect(row?.retention).toEqual([...Array(2).fill(2), ...Array(10).fill(1), ...Array(8).fill(0)]);
    // A report more than a day after the view began adds nothing.
    await insertEvents(video.id, [{ view: a, viewer: 'ip:a', segments: [12, 20], at: at(25 * 60) }]);
    await createRollups({ db: db(), now: () => at(25 * 60 + 1) }).rollUp();
    expect((await hourRowOf(video.id))[0]).toEqual(row);
  });

  it('answers the period from the days, the retention curve as shares, to the uploader and admins only', async () => {
    const creator = await insertUser(db(), 'creator');
    const other = await insertUser(db(), 'creator');
    const admin = await insertUser(db(), 'admin');
    const video = await insertVideo(db(), { durationSeconds: 20, creatorId: creator.userId });
    const day = new Date('2026-11-20T09:00:00Z');
    const later = (minutes: number) => new Date(day.getTime() + minutes * 60_000);
    await insertEvents(video.id, [
      { view: randomUUID(), viewer: 'ip:x', segments: [0, 20], at: later(1) },
      { view: randomUUID(), viewer: 'ip:x', segments: [0, 10], at: later(2) },
      { view: randomUUID(), viewer: 'ip:y', source: 'external', segments: [0, 10], at: later(70) },
    ]);
    const rollups = createRollups({ db: db(), now: () => new Date('2026-11-21T00:00:00Z') });
    expect(await rollups.rollUp()).toBeGreaterThanOrEqual(2);
    const [dayRow] = await db()
      .select()
      .from(analyticsDays)
      .where(eq(analyticsDays.scope, `video:${video.id}`));
    expect(dayRow).toMatchObject({ day: '2026-11-20', views: 3, uniqueViewers: 2, watchSeconds: 40 });
    // Idempotent: a second run over the same reports changes nothing.
    await rollups.rollUp();
    const figures = await t.services.analytics.videoAnalytics(creator, video.id, {
      from: '2026-11-19',
      to: '2026-11-21',
    });
    expect(figures).toMatchObject({ views: 3, uniqueViewers: 2, watchSeconds: 40 });
    expect(figures.averageViewSeconds).toBeCloseTo(40 / 3);
    expect(figures.days.map((entry) => entry.views)).toEqual([0, 3, 0]);
    expect(figures.retention).toHaveLength(20);
    expect(figures.retention[0]).toBe(1);
    expect(figures.retention[10]).toBeCloseTo(1 / 3);
    expect(figures.trafficSources.find((entry) => entry.source === 'external')?.views).toBe(1);
    const studio = await t.services.analytics.studioVideos(creator, {});
    expect(studio.items[0]).toMatchObject({ status: 'PUBLIC', views: 3, watchSeconds: 40 });
    const channel = await t.services.analytics.channelAnalytics(creator, {
      from: '2026-11-20',
      to: '2026-11-20',
    });
    expect(channel).toMatchObject({ views: 3, uniqueViewers: 2 });
    await expect(t.services.analytics.videoAnalytics(other, video.id, {})).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(
      t.services.analytics.channelAnalytics(other, { creatorId: creator.userId }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(
      (
        await t.services.analytics.channelAnalytics(admin, {
          creatorId: creator.userId,
          from: '2026-11-20',
          to: '2026-11-20',
        })
      ).views,
    ).toBe(3);
    await expect(t.services.analytics.siteAnalytics(creator, {})).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(
      (await t.services.analytics.siteAnalytics(admin, { from: '2026-11-20', to: '2026-11-20' })).views,
    ).toBeGreaterThanOrEqual(3);
  });

  it('prunes raw reports after 30 days and keeps the rolled-up rows', async () => {
    const video = await insertVideo(db(), { durationSeconds: 20 });
    const now = new Date('2026-11-26T12:00:00Z');
    const old = new Date(now.getTime() - 31 * 24 * 3600_000);
    await insertEvents(video.id, [
      { view: randomUUID(), viewer: 'ip:o', segments: [0, 5], at: old },
      { view: randomUUID(), viewer: 'ip:n', segments: [0, 5], at: new Date(now.getTime() - 3600_000) },
    ]);
    await rollUpAt(new Date(old.getTime() + 60_000));
    const rollups = createRollups({ db: db(), now: () => now });
    expect(await rollups.prune()).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(watchEvents).where(eq(watchEvents.videoId, video.id))).toHaveLength(1);
    expect(await db().select().from(analyticsHours).where(eq(analyticsHours.videoId, video.id))).toHaveLength(
      1,
    );
  });

  it('counts a viewer once a day for each video, its channel and the site, across runs and videos', async () => {
    const creator = await insertUser(db(), 'creator');
    const first = await insertVideo(db(), { durationSeconds: 20, creatorId: creator.userId });
    const second = await insertVideo(db(), { durationSeconds: 20, creatorId: creator.userId });
    const day = new Date('2026-12-10T09:00:00Z');
    const later = (minutes: number) => new Date(day.getTime() + minutes * 60_000);
    await insertEvents(first.id, [{ view: randomUUID(), viewer: 'ip:p', segments: [0, 5], at: later(1) }]);
    await rollUpAt(later(2));
    // The next run: p again on the first video and now on the second; q on the second.
    await insertEvents(first.id, [{ view: randomUUID(), viewer: 'ip:p', segments: [0, 5], at: later(3) }]);
    await insertEvents(second.id, [
      { view: randomUUID(), viewer: 'ip:p', segments: [0, 5], at: later(3) },
      { view: randomUUID(), viewer: 'ip:q', segments: [0, 5], at: later(3) },
    ]);
    await createRollups({ db: db(), now: () => later(5) }).rollUp();
    const viewersOf = async (scope: string) =>
      (
        await db()
          .select()
          .from(analyticsDays)
          .where(and(eq(analyticsDays.scope, scope), eq(analyticsDays.day, '2026-12-10')))
      )[0]?.uniqueViewers;
    expect(await viewersOf(`video:${first.id}`)).toBe(1);
    expect(await viewersOf(`video:${second.id}`)).toBe(2);
    expect(await viewersOf(`creator:${creator.userId}`)).toBe(2);
    expect(await viewersOf('site')).toBe(2);
  });
});
