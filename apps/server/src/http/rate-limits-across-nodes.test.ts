import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { rateLimitCounters } from '../db/cluster-schema.ts';
import { removeExpiredRateLimits } from '../ops/rate-limiter.ts';

// The per-address limits of the REST routes hold across API nodes (ADR 0019): one address
// spreading its requests over two nodes meets the limit of one.
type Node = Awaited<ReturnType<typeof createTestApp>>;
let a: Node;
let b: Node;

beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({}, { databaseUrl: a.database.url });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const resend = (node: Node, remoteAddress: string) =>
  node.app.inject({ method: 'POST', url: '/auth/resend-code', payload: { email: '' }, remoteAddress });

it('counts one window for an address whichever node it reaches', async () => {
  const statuses: number[] = [];
  // /auth/resend-code allows 10 a minute per address.
  for (let i = 0; i < 10; i++) statuses.push((await resend(i % 2 === 0 ? a : b, '127.0.0.77')).statusCode);
  expect(statuses.every((status) => status === 400)).toBe(true);
  for (const node of [a, b]) {
    const refused = await resend(node, '127.0.0.77');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ name: 'LimitExceededException' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  }
  // Another address, and another route for the same address, count on their own.
  expect((await resend(b, '127.0.0.78')).statusCode).toBe(400);
  const signIn = await a.app.inject({
    method: 'POST',
    url: '/auth/sign-in',
    payload: { username: '' },
    remoteAddress: '127.0.0.77',
  });
  expect(signIn.statusCode).toBe(400);
});

it('starts a new window when the last one is over, and forgets windows that are over', async () => {
  const over = sql`now() - interval '1 second'`;
  await a.database.db.update(rateLimitCounters).set({ windowEndsAt: over, nextClaimAt: over });
  expect((await resend(a, '127.0.0.77')).statusCode).toBe(400);
  expect(await removeExpiredRateLimits(a.database.db)).toBeGreaterThan(0);
  const left = await a.database.db.select().from(rateLimitCounters);
  expect(left).toEqual([
    expect.objectContaining({ key: 'request:POST /auth/resend-code 127.0.0.77', count: 1 }),
  ]);
});
