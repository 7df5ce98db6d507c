import { describe, expect, it } from 'vitest';
import {
  composeFeatured,
  composeHomeFeed,
  composeLatest,
  composeTrending,
  type FeedVideo,
  newestFirst,
} from './feed.ts';

// Day n of January 2025: a larger n is newer.
function video(id: string, day: number, extra: Partial<FeedVideo> = {}): FeedVideo {
  return {
    id,
    category: 'Business',
    isFeatured: false,
    isTrending: false,
    uploadDate: new Date(Date.UTC(2025, 0, day)).toISOString(),
    ...extra,
  };
}
const ids = (videos: FeedVideo[]) => videos.map((v) => v.id);

describe('newestFirst', () => {
  it('sorts by upload date, newest first, ties by id', () => {
    expect(ids(newestFirst([video('b', 1), video('c', 3), video('a', 1)]))).toEqual(['c', 'a', 'b']);
  });
  it('accepts Date objects and strings alike', () => {
    expect(
      ids(newestFirst([video('s', 2), { ...video('d', 3), uploadDate: new Date(Date.UTC(2025, 0, 3)) }])),
    ).toEqual(['d', 's']);
  });
});

describe('composeFeatured', () => {
  it('puts featured user videos first, newest first, then featured external ones', () => {
    const user = [video('u1', 1, { isFeatured: true }), video('u2', 5, { isFeatured: true }), video('u3', 9)];
    const external = [video('e1', 20, { isFeatured: true }), video('e2', 2)];
    expect(ids(composeFeatured(user, external))).toEqual(['u2', 'u1', 'e1', 'e2']);
  });

  it('leaves out user videos that are not featured', () => {
    const user = [video('plain', 30)];
    expect(ids(composeFeatured(user, [video('e', 1)]))).toEqual(['e']);
  });

  it('then adds one external video per category in the order Business, Lifestyle, Beauty, Innovation', () => {
    const external = [
      video('inno', 9, { category: 'Innovation' }),
      video('beauty', 8, { category: 'Beauty' }),
      video('life-old', 1, { category: 'Lifestyle' }),
      video('life-new', 7, { category: 'Lifestyle' }),
      video('biz', 2, { category: 'Business' }),
    ];
    expect(ids(composeFeatured([], external))).toEqual(['biz', 'life-new', 'beauty', 'inno']);
  });

  it('skips a category whose newest video is already featured, then fills with the others', () => {
    const external = [
      video('biz-featured', 9, { category: 'Business', isFeatured: true }),
      video('biz-older', 3, { category: 'Business' }),
      video('life', 2, { category: 'Lifestyle' }),
      video('other', 8, { category: 'Comedy' }),
    ];
    expect(ids(composeFeatured([], external))).toEqual(['biz-featured', 'life', 'other', 'biz-older']);
  });

  it('caps the list at 4', () => {
    const user = Array.from({ length: 6 }, (_, i) => video(`u${i}`, i + 1, { isFeatured: true }));
    expect(ids(composeFeatured(user, [video('e', 30, { isFeatured: true })]))).toEqual([
      'u5',
      'u4',
      'u3',
      'u2',
    ]);
  });

  it('answers an empty list when there is nothing', () => {
    expect(composeFeatured([], [])).toEqual([]);
  });
});

describe('composeTrending', () => {
  it('lists trending videos that are not featured, newest first', () => {
    const all = [
      video('t-old', 1, { isTrending: true }),
      video('t-featured', 9, { isTrending: true }),
      video('t-new', 5, { isTrending: true }),
      video('t-mid', 3, { isTrending: true }),
      video('t-oldest', 0, { isTrending: true }),
    ];
    const featured = [all[1] as FeedVideo];
    expect(ids(composeTrending(all, featured))).toEqual(['t-new', 't-mid', 't-old', 't-oldest']);
  });

  it('lists a video given twice only once', () => {
    const t = video('t', 5, { isTrending: true });
    expect(ids(composeTrending([t, t, video('x', 1)], []))).toEqual(['t', 'x']);
  });

  it('fills up to 4 with the newest remaining videos, never the featured ones', () => {
    const all = [
      video('t', 1, { isTrending: true }),
      video('n1', 10),
      video('n2', 9),
      video('f', 20),
      video('n3', 8),
      video('n4', 7),
    ];
    expect(ids(composeTrending(all, [all[3] as FeedVideo]))).toEqual(['t', 'n1', 'n2', 'n3']);
  });

  it('answers fewer than 4 when there are not enough videos', () => {
    expect(ids(composeTrending([video('a', 1), video('b', 2)], [video('a', 1)]))).toEqual(['b']);
  });
});

describe('composeLatest', () => {
  it('lists the newest user videos, up to 4', () => {
    const user = [1, 2, 3, 4, 5].map((day) => video(`u${day}`, day));
    expect(ids(composeLatest(user, [video('e', 30)]))).toEqual(['u5', 'u4', 'u3', 'u2']);
  });

  it('tops up with the newest external videos, even when they are newer', () => {
    const user = [video('u1', 1)];
    const external = [video('e-old', 2), video('e-new', 30), video('e-mid', 10), video('e-oldest', 0)];
    expect(ids(composeLatest(user, external))).toEqual(['u1', 'e-new', 'e-mid', 'e-old']);
  });
});

describe('composeHomeFeed', () => {
  it('composes the three lists with 4 items each from 16 samples', () => {
    const categories = ['Business', 'Lifestyle', 'Beauty', 'Innovation'];
    const samples = categories.flatMap((category, c) =>
      [0, 1, 2, 3].map((i) =>
        video(`${category}-${i}`, 1 + c * 4 + i, { category, isFeatured: i === 0, isTrending: i === 1 }),
      ),
    );
    const feed = composeHomeFeed({ userVideos: [], externalVideos: samples });
    expect(ids(feed.featured)).toEqual(['Innovation-0', 'Beauty-0', 'Lifestyle-0', 'Business-0']);
    expect(ids(feed.trending)).toEqual(['Innovation-1', 'Beauty-1', 'Lifestyle-1', 'Business-1']);
    expect(ids(feed.latest)).toEqual(['Innovation-3', 'Innovation-2', 'Innovation-1', 'Innovation-0']);
  });

  it('puts a featured user video first and a new user video first in latest', () => {
    const mine = video('mine', 3, { isFeatured: true, category: 'Beauty' });
    const external = [video('e1', 10, { isTrending: true }), video('e2', 11), video('e3', 12)];
    const feed = composeHomeFeed({ userVideos: [mine], externalVideos: external });
    expect(ids(feed.featured)[0]).toBe('mine');
    expect(ids(feed.latest)[0]).toBe('mine');
    expect(ids(feed.trending)).not.toContain('mine');
  });
});
