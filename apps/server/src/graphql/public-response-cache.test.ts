import { describe, expect, it } from 'vitest';
import { createPublicResponseCache } from './public-response-cache.ts';

const feed = { query: '{ homeFeed { featured { id } } }' };
const answer = '{"data":{"homeFeed":{"featured":[]}}}';

function cacheAt(start = 0) {
  let now = start;
  return { cache: createPublicResponseCache(() => now), advance: (ms: number) => (now += ms) };
}

describe('public response cache', () => {
  it('keeps a successful public catalogue answer for its TTL', () => {
    const { cache, advance } = cacheAt();
    const key = cache.keyFor(feed, 'key', 'application/json') as string;
    expect(key).toBeDefined();
    expect(cache.get(key)).toBeUndefined();
    cache.remember(key, feed, 200, 'application/json', answer);
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
    cache.remember(key, mixed, 200, 'application/json', answer);
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
    cache.remember(key, feed, 200, 'application/json', '{"data":null,"errors":[{"message":"x"}]}');
    expect(cache.get(key)).toBeUndefined();
    cache.remember(key, feed, 500, 'application/json', answer);
    expect(cache.get(key)).toBeUndefined();
  });

  it('forgets everything when a mutation is answered', () => {
    const { cache } = cacheAt();
    const key = cache.keyFor(feed, 'key', undefined) as string;
    cache.remember(key, feed, 200, 'application/json', answer);
    const mutation = { query: 'mutation { updateVideo(input: { id: "1" }) { id } }' };
    expect(cache.keyFor(mutation, 'key', undefined)).toBeUndefined();
    cache.remember(undefined, mutation, 200, 'application/json', '{"data":{}}');
    expect(cache.get(key)).toBeUndefined();
  });

  it('keeps answers when only a view is counted', () => {
    const { cache } = cacheAt();
    const key = cache.keyFor(feed, 'key', undefined) as string;
    cache.remember(key, feed, 200, 'application/json', answer);
    const view = { query: 'mutation { recordVideoView(videoId: "1") { id views } }' };
    cache.remember(undefined, view, 200, 'application/json', '{"data":{}}');
    expect(cache.get(key)?.body).toBe(answer);
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
