import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration.ts';

describe('formatDuration', () => {
  it('pads seconds to two digits', () => {
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(70)).toBe('1:10');
  });

  it('rounds ffprobe fractions to the nearest second, carrying into minutes', () => {
    expect(formatDuration(5.04)).toBe('0:05');
    expect(formatDuration(9.5)).toBe('0:10');
    expect(formatDuration(59.6)).toBe('1:00');
    expect(formatDuration(119.4)).toBe('1:59');
  });

  it('shows the 600-second maximum and longer videos in minutes', () => {
    expect(formatDuration(600)).toBe('10:00');
    expect(formatDuration(3725)).toBe('62:05');
  });

  it('answers 0:00 for unknown, zero, negative or non-finite values', () => {
    for (const value of [0, -3, Number.NaN, Number.POSITIVE_INFINITY, null, undefined]) {
      expect(formatDuration(value)).toBe('0:00');
    }
  });
});
