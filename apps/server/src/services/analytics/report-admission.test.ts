import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReportAdmission } from './report-admission.ts';

describe('report admission', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Starts `count` admissions and records when each one settles, and how. */
  function ask(admission: ReturnType<typeof createReportAdmission>, count: number) {
    const settled: { at: number; admitted: boolean }[] = [];
    for (let i = 0; i < count; i++)
      void admission.admit().then((admitted) => settled.push({ at: Date.now(), admitted }));
    return settled;
  }

  it("admits a window's share at once and the rest in later windows, in order", async () => {
    // 100 a second is 5 per 50 ms window.
    const settled = ask(createReportAdmission(100), 12);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled.map((s) => s.at - 1_000_000)).toEqual([0, 0, 0, 0, 0]);
    await vi.advanceTimersByTimeAsync(50);
    expect(settled).toHaveLength(10);
    await vi.advanceTimersByTimeAsync(50);
    expect(settled.map((s) => s.at - 1_000_000)).toEqual([0, 0, 0, 0, 0, 50, 50, 50, 50, 50, 100, 100]);
    expect(settled.every((s) => s.admitted)).toBe(true);
  });

  it("refuses at once when a second's worth is already waiting", async () => {
    const admission = createReportAdmission(20); // 1 per window, 20 may wait
    const settled = ask(admission, 1 + 20 + 3);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled.filter((s) => !s.admitted)).toHaveLength(3);
    expect(settled.filter((s) => s.admitted)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(settled.filter((s) => s.admitted)).toHaveLength(21);
  });

  it('holds nothing back once the rate is no longer exceeded', async () => {
    const admission = createReportAdmission(100);
    ask(admission, 5);
    await vi.advanceTimersByTimeAsync(60);
    const later = ask(admission, 5);
    await vi.advanceTimersByTimeAsync(0);
    expect(later).toHaveLength(5);
  });
});
