import { describe, expect, it } from 'vitest';
import { compareShorts, shortsRank, shortsTier } from './shorts.ts';

const asOf = new Date('2026-11-25T12:00:00Z');
const hoursAgo = (hours: number) => new Date(asOf.getTime() - hours * 3_600_000);
const video = (overrides: Partial<Parameters<typeof shortsRank>[0]> & { id?: string } = {}) => ({
  id: '00000000-0000-4000-8000-000000000001',
  isFeatured: false,
  isTrending: false,
  likes: 0,
  dislikes: 0,
  commentCount: 0,
  uploadDate: hoursAgo(1),
  ...overrides,
});

describe('the Shorts order', () => {
  it('puts featured and trending videos first', () => {
    expect(shortsTier(video({ isFeatured: true }))).toBe(0);
    expect(shortsTier(video({ isTrending: true }))).toBe(0);
    expect(shortsTier(video())).toBe(1);
  });

  it('puts the videos of creators the person is not interested in after every other one', () => {
    const lower = video({ isFeatured: true, likes: 500, rankedLower: true });
    const plain = video({ id: '00000000-0000-4000-8000-000000000002' });
    expect(shortsTier(lower)).toBe(2);
    expect(shortsTier(video({ rankedLower: true }))).toBe(3);
    expect([lower, plain].sort(compareShorts(asOf)).map((v) => v.id)).toEqual([plain.id, lower.id]);
  });

  it('ranks by engagement, likes and dislikes both, with the first votes counting most', () => {
    expect(shortsRank(video({ likes: 10 }), asOf)).toBeGreaterThan(shortsRank(video({ likes: 1 }), asOf));
    expect(shortsRank(video({ dislikes: 5 }), asOf)).toBe(shortsRank(video({ likes: 5 }), asOf));
    const first = shortsRank(video({ likes: 10 }), asOf) - shortsRank(video({ likes: 0 }), asOf);
    const later = shortsRank(video({ likes: 110 }), asOf) - shortsRank(video({ likes: 100 }), asOf);
    expect(first).toBeGreaterThan(later);
  });

  it('lets a new video overtake an older, more engaging one', () => {
    const old = video({ likes: 200, uploadDate: hoursAgo(72) });
    const fresh = video({ likes: 3, uploadDate: hoursAgo(1) });
    expect(shortsRank(fresh, asOf)).toBeGreaterThan(shortsRank(old, asOf));
    // A video from the future (clocks differ) is as new as can be, never a negative age.
    expect(shortsRank(video({ uploadDate: hoursAgo(-5) }), asOf)).toBe(
      shortsRank(video({ uploadDate: asOf }), asOf),
    );
  });

  it('orders by tier, rank, then id', () => {
    const a = video({ id: '00000000-0000-4000-8000-00000000000a', likes: 1 });
    const b = video({ id: '00000000-0000-4000-8000-00000000000b', likes: 1 });
    const promoted = video({ id: '00000000-0000-4000-8000-000000000000', isTrending: true });
    expect([a, b, promoted].sort(compareShorts(asOf)).map((v) => v.id)).toEqual([promoted.id, b.id, a.id]);
  });
});
