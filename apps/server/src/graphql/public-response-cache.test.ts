import { describe, expect, it } from 'vitest';
import { createPublicResponseCache } from './public-response-cache.ts';

const feed = { query: '{ homeFeed { featured { id } } }' };
const answer = '{"data":{"homeFeed":{"featured":[]}}}';

// A clock and a cache version the test moves by hand, as time and cluster changes would.
function cacheAt(start = 0) {
  let now = start;
  let version: number | undefined = 1;
  return {
    cache: createPublicResponseCache(
      () => version,
      () => now,
    ),
    advance: (ms: number) => (now += ms),
    setVersion: (next: number | undefined) => (version = next),
  };
}

describe('public response cache', () => {
  it('keeps a successful public catalogue answer for its TTL', () => {
    const { cache, advance } = cacheAt();
    const key = cache.keyFor(feed, 'key', 'application/json') as string;
    expect(key).toBeDefined();
    expect(cache.get(key)).toBeUndefined();
    cache.remember(key, 1, feed, 200, 'application/json', answer);
    expect(cache.get(key)?.body).toBe(answer);
    advance(4_999);
    expect(cache.get(key)?.body).toBe(answer);
    advance(2);
    expect(cache.get(key)).toBeUndefined();
  });

  it('uses the shortest TTL of the root fields and refuses unlisted ones', () => {
    const { cache, advance } = cacheAt();
    const mixed = { query: '{ homeFeed { latest { id } } listVideos { nextToken } }' };
    const key = cache.keyFor(mixed, 'key', undefined) as string;
    cache.remember(key, 1, mixed, 200, 'application/json', answer);
    advance(2_001);
    expect(cache.get(key)).toBeUndefined();
    expect(
      cache.keyFor({ query: '{ homeFeed { latest { id } } listOrders { items { id } } }' }, 'key', undefined),
    ).toBeUndefined();
    expect(
      cache.keyFor(
        { query: '{ ...F } fragment F on Query { homeFeed { latest { id } } }' },
        'key',
        undefined,
      ),
    ).toBeUndefined();
    expect(cache.keyFor({ query: 'not graphql' }, 'key', undefined)).toBeUndefined();
  });

  it('never keeps answers with errors or failed statuses', () => {
    const { cache } = cacheAt();
    const key = cache.keyFor(feed, 'key', undefined) as string;
    cache.remember(key, 1, feed, 200, 'application/json', '{"data":null,"errors":[{"message":"x"}]}');
    expect(cache.get(key)).toBeUndefined();
    cache.remember(key, 1, feed, 500, 'application/json', answer);
    expect(cache.get(key)).toBeUndefined();
  });

  it('serves answers only while the cache version they were kept at lasts', () => {
    const { cache, setVersion } = cacheAt();
    const key = cache.keyFor(feed, 'key', undefined) as string;
    cache.remember(key, 1, feed, 200, 'application/json', answer);
    expect(cache.get(key)?.body).toBe(answer);
    setVersion(2);
    expect(cache.get(key)).toBeUndefined();
    // An answer whose request started before the change is not kept after it.
    cache.remember(key, 1, feed, 200, 'application/json', answer);
    expect(cache.get(key)).toBeUndefined();
    cache.remember(key, 2, feed, 200, 'application/json', answer);
    expect(cache.get(key)?.body).toBe(answer);
    cache.clear();
    expect(cache.get(key)).toBeUndefined();
  });

  it('keeps and serves nothing while no version is known (changes could not be heard)', () => {
    const { cache, setVersion } = cacheAt();
    const key = cache.keyFor(feed, 'key', undefined) as string;
    cache.remember(key, 1, feed, 200, 'application/json', answer);
    setVersion(undefined);
    expect(cache.get(key)).toBeUndefined();
    cache.remember(key, undefined, feed, 200, 'application/json', answer);
    setVersion(1);
    expect(cache.get(key)).toBeUndefined();
  });

  it('never keeps the answer of a mutation', () => {
    const { cache } = cacheAt();
    const mutation = { query: 'mutation { updateVideo(input: { id: "1" }) { id } }' };
    expect(cache.keyFor(mutation, 'key', undefined)).toBeUndefined();
  });

  it('scopes answers by key, accepted type and exact request', () => {
    const { cache } = cacheAt();
    const keys = [
      cache.keyFor(feed, 'key', 'application/json'),
      cache.keyFor(feed, 'other-key', 'application/json'),
      cache.keyFor(feed, 'key', 'application/graphql-response+json'),
      cache.keyFor({ ...feed, variables: { a: 1 } }, 'key', 'application/json'),
    ];
    expect(new Set(keys).size).toBe(4);
  });
});
