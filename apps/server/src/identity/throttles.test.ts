import { eq, sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { authThrottles } from '../db/schema.ts';
import { createFakeClock } from './test-helpers.ts';
import { createThrottles, removeExpiredThrottles } from './throttles.ts';

const HOUR_MS = 3600_000;

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const keys = async () =>
  (await t.database.db.select({ key: authThrottles.key }).from(authThrottles)).map((row) => row.key).sort();

async function clearThrottles() {
  await t.database.db.delete(authThrottles);
}

describe('expired throttle rows', () => {
  it('go after a day without attempts, unknown names and known users alike', async () => {
    await clearThrottles();
    const clock = createFakeClock();
    const throttles = createThrottles(t.database.db, clock.now);
    // Guesses at names that have no account, a known user's failures, a code resend.
    for (let i = 0; i < 50; i++) await throttles.claimSignIn(`sign-in:name:nobody-${i}@example.com`);
    for (let i = 0; i < 7; i++) await throttles.claimSignIn('sign-in:user:someone');
    await throttles.claimResend('resend:someone@example.com');
    expect(await keys()).toHaveLength(52);

    // Back-offs and the resend window have run out, but an attempt was made within the day.
    clock.advance(23 * HOUR_MS);
    await throttles.claimSignIn('sign-in:name:nobody-0@example.com');
    expect(await removeExpiredThrottles(t.database.db, clock.now())).toBe(0);

    clock.advance(2 * HOUR_MS);
    expect(await removeExpiredThrottles(t.database.db, clock.now())).toBe(51);
    expect(await keys()).toEqual(['sign-in:name:nobody-0@example.com']);

    // A forgotten key starts afresh, as it would have anyway.
    expect(await throttles.claimResend('resend:someone@example.com')).toEqual({ allowed: true });
  });

  it('are removed by an hourly job of the queue, once for the whole cluster', async () => {
    await clearThrottles();
    const throttles = createThrottles(t.database.db, () => new Date(Date.now() - 25 * HOUR_MS));
    await throttles.claimSignIn('sign-in:name:long-ago@example.com');
    await createThrottles(t.database.db, () => new Date()).claimSignIn('sign-in:name:just-now@example.com');

    await t.services.processing.startWorker();
    const schedules = await t.database.db.execute<{ cron: string }>(
      sql`select cron from pgboss.schedule where name = 'auth-throttle-cleanup'`,
    );
    expect(schedules.rows.map((row) => row.cron)).toEqual(['41 * * * *']);

    // What the scheduler does on the hour, done now.
    const boss = new PgBoss({ connectionString: t.database.url });
    await boss.start();
    try {
      await boss.send('auth-throttle-cleanup', {});
      const deadline = Date.now() + 20_000;
      while ((await keys()).length > 1 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    } finally {
      await boss.stop({ graceful: false });
      await t.services.processing.stop();
    }
    expect(await keys()).toEqual(['sign-in:name:just-now@example.com']);
    const [kept] = await t.database.db
      .select()
      .from(authThrottles)
      .where(eq(authThrottles.key, 'sign-in:name:just-now@example.com'));
    expect(kept?.count).toBe(1);
  });
});
