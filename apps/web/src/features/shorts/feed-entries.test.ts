import { describe, expect, it } from 'vitest';
import { withCreator, withFresh, withoutShort, withRestored } from './feed-entries';
import type { FeedEntry } from './session-memory';

const short = (id: string, creator: string | null) => ({
  id,
  creatorProfile: creator === null ? null : { id: creator },
});
const feed: FeedEntry<ReturnType<typeof short>>[] = [
  short('a1', 'ana'),
  short('b1', 'ben'),
  short('a2', 'ana'),
  short('s1', null),
  short('a3', 'ana'),
].map((item, index) => ({ short: item, pageToken: index < 3 ? null : 'page-2' }));
const ids = (entries: { short: { id: string } }[]) => entries.map((entry) => entry.short.id);

describe('newer answers about the shorts held', () => {
  it('puts a creator on each of their shorts, and a short where it is', () => {
    // The server's answer to a Follow: the same creator, as it is now.
    const followed = { id: 'ana' };
    const after = withCreator(feed, followed).map((entry) => entry.short.creatorProfile);
    expect(after.filter((creator) => creator === followed)).toHaveLength(3);
    expect(after[1]).toEqual({ id: 'ben' });
    const fresh = short('b1', 'ben');
    expect(withFresh(feed, fresh)[1]?.short).toBe(fresh);
  });
});

describe('hiding a short the reader is not interested in', () => {
  it("drops the short and, where creators are ranked, its creator's shorts still to come", () => {
    const hidden = withoutShort(feed, short('a2', 'ana'), 2, true);
    expect(ids(hidden.entries)).toEqual(['a1', 'b1', 's1']);
    expect(ids(hidden.dropped)).toEqual(['a2', 'a3']);
    // The Following feed ranks nobody: only the short goes.
    expect(ids(withoutShort(feed, short('a2', 'ana'), 2, false).entries)).toEqual(['a1', 'b1', 's1', 'a3']);
    // A short without a creator account goes alone.
    expect(ids(withoutShort(feed, short('s1', null), 3, true).entries)).toEqual(['a1', 'b1', 'a2', 'a3']);
  });

  it('puts the shorts back where the reader is on Undo, once each', () => {
    const hidden = withoutShort(feed, short('a2', 'ana'), 2, true);
    expect(ids(withRestored(hidden.entries, hidden.dropped, 2))).toEqual(['a1', 'b1', 'a2', 'a3', 's1']);
    const again = [...hidden.entries, { short: short('a3', 'ana'), pageToken: 'page-3' }];
    expect(ids(withRestored(again, hidden.dropped, 2))).toEqual(['a1', 'b1', 'a2', 's1', 'a3']);
  });
});
