import { describe, expect, it } from 'vitest';
import type { CacheScope } from '../realtime/cache-changes.ts';
import { createOperations } from './operations.ts';
import { createPublicResponseCache } from './public-response-cache.ts';

const feed = { query: '{ homeFeed { featured { id } } }' };
const comments = { query: '{ listComments(filter: {}) { items { id } } }' };
const answer = '{"data":{"homeFeed":{"featured":[]}}}';

// The cache decides on operations prepared against the real schema.
const operations = createOperations({ production: true, logError: () => {} });

// A clock and per-scope cache versions the test moves by hand, as time and cluster changes would.
function cacheAt(start = 0) {
  let now = start;
  let listening = true;
  const versions: Record<CacheScope, number> = { catalogue: 1, community: 1, comments: 1, blockedTerms: 1 };
  return {
    cache: createPublicResponseCache(
      (scopes) => (listening ? scopes.reduce((sum, scope) => sum + versions[scope], 0) : undefined),
      operations.prepare,
      () => now,
    ),
    advance: (ms: number) => (now += ms),
    change: (scope: CacheScope) => (versions[scope] += 1),
    setListening: (next: boolean) => (listening = next),
  };
}

describe('public response cache', () => {
  it('keeps a successful public catalogue answer for its TTL', () => {
    const { cache, advance } = cacheAt();
    const ticket = cache.ticketFor(feed, 'key', 'application/json');
    if (!ticket) throw new Error('the feed may be kept');
    expect(cache.get(ticket)).toBeUndefined();
    cache.remember(ticket, 200, 'application/json', answer);
    expect(cache.get(ticket)?.body.toString()).toBe(answer);
    advance(4_999);
    expect(cache.get(ticket)?.body.toString()).toBe(answer);
    advance(2);
    expect(cache.get(ticket)).toBeUndefined();
  });

  it('uses the shortest TTL of the root fields and refuses unlisted ones', () => {
    const { cache, advance } = cacheAt();
    const mixed = { query: '{ homeFeed { latest { id } } listVideos { nextToken } }' };
    const ticket = cache.ticketFor(mixed, 'key', undefined);
    cache.remember(ticket, 200, 'application/json', answer);
    advance(2_001);
    expect(ticket && cache.get(ticket)).toBeUndefined();
    expect(
      cache.ticketFor(
        { query: '{ homeFeed { latest { id } } listOrders { items { id } } }' },
        'key',
        undefined,
      ),
    ).toBeUndefined();
    expect(
      cache.ticketFor(
        { query: '{ ...F } fragment F on Query { homeFeed { latest { id } } }' },
        'key',
        undefined,
      ),
    ).toBeUndefined();
    expect(cache.ticketFor({ query: 'not graphql' }, 'key', undefined)).toBeUndefined();
  });

  it('never keeps answers with errors or failed statuses', () => {
    const { cache } = cacheAt();
    const ticket = cache.ticketFor(feed, 'key', undefined);
    if (!ticket) throw new Error('the feed may be kept');
    cache.remember(ticket, 200, 'application/json', '{"data":null,"errors":[{"message":"x"}]}');
    expect(cache.get(ticket)).toBeUndefined();
    cache.remember(ticket, 500, 'application/json', answer);
    expect(cache.get(ticket)).toBeUndefined();
  });

  it('serves answers only while their scope is unchanged; other scopes may change', () => {
    const { cache, change } = cacheAt();
    const before = cache.ticketFor(feed, 'key', undefined);
    cache.remember(before, 200, 'application/json', answer);
    change('comments');
    const afterComment = cache.ticketFor(feed, 'key', undefined);
    if (!afterComment) throw new Error('the feed may be kept');
    expect(cache.get(afterComment)?.body.toString()).toBe(answer);
    change('catalogue');
    const afterApproval = cache.ticketFor(feed, 'key', undefined);
    if (!afterApproval) throw new Error('the feed may be kept');
    expect(cache.get(afterApproval)).toBeUndefined();
    // An answer whose request started before a change to its scope is not kept after it.
    const started = cache.ticketFor(comments, 'key', undefined);
    change('comments');
    cache.remember(started, 200, 'application/json', answer);
    const later = cache.ticketFor(comments, 'key', undefined);
    if (!later) throw new Error('comments may be kept');
    expect(cache.get(later)).toBeUndefined();
    cache.remember(later, 200, 'application/json', answer);
    expect(cache.get(later)?.body.toString()).toBe(answer);
  });

  it('keeps and serves nothing while changes cannot be heard', () => {
    const { cache, setListening } = cacheAt();
    const ticket = cache.ticketFor(feed, 'key', undefined);
    setListening(false);
    expect(cache.ticketFor(feed, 'key', undefined)).toBeUndefined();
    cache.remember(ticket, 200, 'application/json', answer);
    setListening(true);
    const next = cache.ticketFor(feed, 'key', undefined);
    if (!next) throw new Error('the feed may be kept');
    expect(cache.get(next)).toBeUndefined();
  });

  it('never keeps the answer of a mutation', () => {
    const { cache } = cacheAt();
    const mutation = { query: 'mutation { updateVideo(input: { id: "1" }) { id } }' };
    expect(cache.ticketFor(mutation, 'key', undefined)).toBeUndefined();
  });

  it('scopes answers by key, accepted type and exact request', () => {
    const { cache } = cacheAt();
    const keys = [
      cache.ticketFor(feed, 'key', 'application/json')?.key,
      cache.ticketFor(feed, 'other-key', 'application/json')?.key,
      cache.ticketFor(feed, 'key', 'application/graphql-response+json')?.key,
      cache.ticketFor({ ...feed, variables: { a: 1 } }, 'key', 'application/json')?.key,
    ];
    expect(new Set(keys).size).toBe(4);
  });
});
