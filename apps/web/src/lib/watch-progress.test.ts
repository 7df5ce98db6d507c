import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPositionReporter } from './watch-progress';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

describe('position reports', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the last position of each video once per interval while anything plays', () => {
    const sent: unknown[] = [];
    const reporter = createPositionReporter((entries) => sent.push(entries), 10_000);
    for (let second = 1; second <= 12; second += 1) {
      reporter.report(A, second + 0.04);
      vi.advanceTimersByTime(1000);
    }
    reporter.report(B, 3);
    expect(sent).toEqual([[{ videoId: A, positionSeconds: 10 }]]);
    vi.advanceTimersByTime(10_000);
    expect(sent.at(-1)).toEqual([
      { videoId: A, positionSeconds: 12 },
      { videoId: B, positionSeconds: 3 },
    ]);
    // Nothing new: nothing sent, and the timer stops.
    vi.advanceTimersByTime(30_000);
    expect(sent).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sends at once on flush (pause, leaving the page), and ignores positions that are none', () => {
    const sent: unknown[] = [];
    const reporter = createPositionReporter((entries) => sent.push(entries), 10_000);
    reporter.report(A, Number.NaN);
    reporter.report(A, -1);
    reporter.flush();
    expect(sent).toEqual([]);
    reporter.report(A, 7.25);
    reporter.flush();
    expect(sent).toEqual([[{ videoId: A, positionSeconds: 7.3 }]]);
  });
});
