import { describe, expect, it } from 'vitest';
import {
  isNearlyFinished,
  moveItem,
  parsePlaylistTitle,
  resumePosition,
  WATCH_REPORT_MAX_ENTRIES,
} from './library.ts';
import { watchReportSchema } from './library-schemas.ts';

const ID = '00000000-0000-4000-8000-000000000001';

describe('nearly finished', () => {
  it('is the last 10 seconds of a long video', () => {
    expect(isNearlyFinished(589, 600)).toBe(false);
    expect(isNearlyFinished(590, 600)).toBe(true);
    expect(isNearlyFinished(600, 600)).toBe(true);
  });

  it('is the last 5 % of a short one, and at least its last second', () => {
    expect(isNearlyFinished(56, 60)).toBe(false);
    expect(isNearlyFinished(57, 60)).toBe(true);
    expect(isNearlyFinished(18.9, 20)).toBe(false);
    expect(isNearlyFinished(19, 20)).toBe(true);
  });

  it('is never true without a known duration', () => {
    expect(isNearlyFinished(30, 0)).toBe(false);
    expect(isNearlyFinished(30, Number.NaN)).toBe(false);
  });
});

describe('resume position', () => {
  it('resumes where the person left off', () => {
    expect(resumePosition(42.5, 120)).toBe(42.5);
  });

  it('starts over after a video was nearly finished, barely begun or never watched', () => {
    expect(resumePosition(118, 120)).toBe(0);
    expect(resumePosition(0.4, 120)).toBe(0);
    expect(resumePosition(null, 120)).toBe(0);
    expect(resumePosition(undefined, 120)).toBe(0);
  });

  it('starts over when the duration is unknown', () => {
    expect(resumePosition(30, Number.NaN)).toBe(0);
  });
});

describe('watch reports', () => {
  it('takes a batch of positions of real ids', () => {
    expect(watchReportSchema.safeParse([{ videoId: ID, positionSeconds: 12.5 }]).success).toBe(true);
  });

  it('refuses empty, oversized, negative, infinite and malformed reports', () => {
    const entry = { videoId: ID, positionSeconds: 1 };
    for (const bad of [
      [],
      Array.from({ length: WATCH_REPORT_MAX_ENTRIES + 1 }, () => entry),
      [{ videoId: ID, positionSeconds: -1 }],
      [{ videoId: ID, positionSeconds: Number.POSITIVE_INFINITY }],
      [{ videoId: 'nope', positionSeconds: 1 }],
    ]) {
      expect(watchReportSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('playlist titles', () => {
  it('trims and bounds the title', () => {
    expect(parsePlaylistTitle('  Road trip  ')).toEqual({ title: 'Road trip' });
    expect(parsePlaylistTitle('   ')).toEqual({ error: 'Give the playlist a title.' });
    expect(parsePlaylistTitle('x'.repeat(101))).toEqual({
      error: 'A playlist title has at most 100 characters.',
    });
  });
});

describe('moving an item', () => {
  it('moves one item and keeps the others in order', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});
