import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { commentThrottles } from '../db/community-schema.ts';
import { createMinuteThrottle } from './minute-throttle.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const counts = async () =>
  Object.fromEntries((await database.db.select().from(commentThrottles)).map((row) => [row.key, row.count]));

describe('minute throttle', () => {
  it('claims keys in order in one statement, and a key that refuses costs the later keys nothing', async () => {
    let clock = new Date('2026-05-01T10:00:00Z');
    const claim = createMinuteThrottle(database.db, () => clock);
    const user = { key: 'test:user', limit: 2 };
    const address = { key: 'test:address', limit: 3 };

    expect(await claim(user, address)).toBe(true);
    expect(await claim(user, address)).toBe(true);
    expect(await counts()).toMatchObject({ 'test:user': 2, 'test:address': 2 });
    // The user's limit refuses: the address is not counted.
    expect(await claim(user, address)).toBe(false);
    expect(await counts()).toMatchObject({ 'test:user': 2, 'test:address': 2 });
    // Another user on the same address uses its last claim, then the address refuses.
    expect(await claim({ key: 'test:other', limit: 5 }, address)).toBe(true);
    expect(await claim({ key: 'test:third', limit: 5 }, address)).toBe(false);

    // A new window starts once the minute is over.
    clock = new Date('2026-05-01T10:01:00Z');
    expect(await claim(user, address)).toBe(true);
    expect(await counts()).toMatchObject({ 'test:user': 1, 'test:address': 1 });
  });

  it('lets exactly the limit through under parallel claims', async () => {
    const claim = createMinuteThrottle(database.db, () => new Date('2026-05-01T11:00:00Z'));
    const results = await Promise.all(
      Array.from({ length: 12 }, () => claim({ key: 'test:parallel', limit: 5 })),
    );
    expect(results.filter(Boolean)).toHaveLength(5);
  });
});
