import { eq, sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { rateLimitCounters } from '../db/cluster-schema.ts';
import { createFakeClock } from '../identity/test-helpers.ts';
import { type BackOff, createRateLimiter, perMinute, removeExpiredRateLimits } from './rate-limiter.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(rateLimitCounters);
});

const rows = () => t.database.db.select().from(rateLimitCounters);
const counts = async () => Object.fromEntries((await rows()).map((row) => [row.key, row.count]));
const keys = async () => (await rows()).map((row) => row.key).sort();

describe('window limits', () => {
  it('claims limits in order in one statement, and a limit that refuses costs the later ones nothing', async () => {
    const clock = createFakeClock('2026-05-01T10:00:00Z');
    const limiter = createRateLimiter(t.database.db, clock.now);
    const user = perMinute('test:user', 2);
    const address = perMinute('test:address', 3);

    expect(await limiter.claim(user, address)).toEqual({ allowed: true });
    expect(await limiter.claim(user, address)).toEqual({ allowed: true });
    expect(await counts()).toEqual({ 'test:user': 2, 'test:address': 2 });
    // The user's limit refuses until its minute is over; the address is not counted.
    expect(await limiter.claim(user, address)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(await counts()).toEqual({ 'test:user': 2, 'test:address': 2 });
    // Another user on the same address uses its last claim, then the address refuses.
    expect((await limiter.claim(perMinute('test:other', 5), address)).allowed).toBe(true);
    clock.advance(15_000);
    expect(await limiter.claim(perMinute('test:third', 5), address)).toEqual({
      allowed: false,
      retryAfterSeconds: 45,
    });

    // A new window starts once the minute is over.
    clock.advance(45_000);
    expect((await limiter.claim(user, address)).allowed).toBe(true);
    expect(await counts()).toMatchObject({ 'test:user': 1, 'test:address': 1 });
  });

  it('lets exactly the limit through under parallel claims', async () => {
    const limiter = createRateLimiter(t.database.db, () => new Date('2026-05-01T11:00:00Z'));
    const results = await Promise.all(
      Array.from({ length: 12 }, () => limiter.claim(perMinute('test:parallel', 5))),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });

  it('keeps a minimum gap after the last claim, and says how long to wait', async () => {
    const clock = createFakeClock();
    const limiter = createRateLimiter(t.database.db, clock.now);
    const resend = { key: 'test:resend', limit: 3, windowMs: HOUR_MS, minGapMs: MINUTE_MS };
    expect(await limiter.claim(resend)).toEqual({ allowed: true });
    clock.advance(20_000);
    expect(await limiter.claim(resend)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    clock.advance(40_000);
    expect(await limiter.claim(resend)).toEqual({ allowed: true });
    clock.advance(MINUTE_MS);
    expect(await limiter.claim(resend)).toEqual({ allowed: true });
    // Three within the hour: the next waits for the hour that began with the first.
    clock.advance(MINUTE_MS);
    expect(await limiter.claim(resend)).toEqual({ allowed: false, retryAfterSeconds: 57 * 60 });
    clock.advance(57 * MINUTE_MS);
    expect(await limiter.claim(resend)).toEqual({ allowed: true });
    expect(await counts()).toEqual({ 'test:resend': 1 });
  });
});

describe('back-off', () => {
  const rule: BackOff = {
    key: 'test:back-off',
    freeClaims: 2,
    maxDelaySeconds: 4,
    forgetAfterMs: 24 * HOUR_MS,
  };

  it('allows the free claims, then doubles the wait up to its cap; clear() starts again', async () => {
    const clock = createFakeClock();
    const limiter = createRateLimiter(t.database.db, clock.now);
    const waits: number[] = [];
    expect(await limiter.claimBackOff(rule)).toEqual({ allowed: true });
    expect(await limiter.claimBackOff(rule)).toEqual({ allowed: true });
    for (let i = 0; i < 5; i++) {
      const refused = await limiter.claimBackOff(rule);
      if (refused.allowed) throw new Error('a claim within the back-off was allowed');
      waits.push(refused.retryAfterSeconds);
      clock.advance(refused.retryAfterSeconds * 1000 - 1);
      expect((await limiter.claimBackOff(rule)).allowed).toBe(false);
      clock.advance(1);
      expect(await limiter.claimBackOff(rule)).toEqual({ allowed: true });
    }
    expect(waits).toEqual([1, 2, 4, 4, 4]);
    await limiter.clear(rule.key);
    expect(await limiter.claimBackOff(rule)).toEqual({ allowed: true });
    expect(await limiter.claimBackOff(rule)).toEqual({ allowed: true });
  });

  it('forgets the count a day after the last claim', async () => {
    const clock = createFakeClock();
    const limiter = createRateLimiter(t.database.db, clock.now);
    for (let i = 0; i < 2; i++) await limiter.claimBackOff(rule);
    clock.advance(23 * HOUR_MS);
    expect(await limiter.claimBackOff(rule)).toEqual({ allowed: true });
    clock.advance(24 * HOUR_MS);
    expect(await limiter.claimBackOff(rule)).toEqual({ allowed: true });
    expect(await counts()).toEqual({ [rule.key]: 1 });
  });

  it('lets the free claims through under parallel claims, and no more', async () => {
    const limiter = createRateLimiter(t.database.db, () => new Date('2026-05-01T12:00:00Z'));
    const results = await Promise.all(Array.from({ length: 8 }, () => limiter.claimBackOff(rule)));
    expect(results.filter((result) => result.allowed)).toHaveLength(2);
  });
});

describe('expired counters', () => {
  it('go once they decide nothing: after their window, their gap and their back-off', async () => {
    const clock = createFakeClock();
    const limiter = createRateLimiter(t.database.db, clock.now);
    await limiter.claim(perMinute('test:comment', 10));
    await limiter.claim({ key: 'test:resend', limit: 5, windowMs: HOUR_MS, minGapMs: MINUTE_MS });
    await limiter.claimBackOff({
      key: 'test:sign-in',
      freeClaims: 5,
      maxDelaySeconds: 900,
      forgetAfterMs: 24 * HOUR_MS,
    });
    clock.advance(MINUTE_MS - 1);
    expect(await removeExpiredRateLimits(t.database.db, clock.now())).toBe(0);
    clock.advance(1);
    expect(await removeExpiredRateLimits(t.database.db, clock.now())).toBe(1);
    expect(await keys()).toEqual(['test:resend', 'test:sign-in']);
    clock.advance(HOUR_MS);
    expect(await removeExpiredRateLimits(t.database.db, clock.now())).toBe(1);
    clock.advance(23 * HOUR_MS);
    expect(await removeExpiredRateLimits(t.database.db, clock.now())).toBe(1);
    expect(await keys()).toEqual([]);
  });

  it('are removed by an hourly job of the queue, once for the whole cluster', async () => {
    const limiter = (at: Date) => createRateLimiter(t.database.db, () => at);
    await limiter(new Date(Date.now() - 2 * MINUTE_MS)).claim(perMinute('test:long-ago', 5));
    await limiter(new Date()).claim(perMinute('test:just-now', 5));

    await t.services.jobs.startWorker();
    const schedules = await t.database.db.execute<{ name: string; cron: string }>(
      sql`select name, cron from pgboss.schedule where name like '%rate-limit%' or name like '%throttle%'`,
    );
    expect(schedules.rows).toEqual([{ name: 'rate-limit-cleanup', cron: '53 * * * *' }]);

    // What the scheduler does on the hour, done now.
    const boss = new PgBoss({ connectionString: t.database.url });
    await boss.start();
    try {
      await boss.send('rate-limit-cleanup', {});
      const deadline = Date.now() + 20_000;
      while ((await keys()).length > 1 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    } finally {
      await boss.stop({ graceful: false });
      await t.services.jobs.stop();
    }
    expect(await keys()).toEqual(['test:just-now']);
    const [kept] = await t.database.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, 'test:just-now'));
    expect(kept?.count).toBe(1);
  });
});
