import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSpanCollector, createWatchReporter, viewSourceOf } from './watch-reporter';
import type { WatchReport } from './watch-reporter-send';
import { sourceOfPath } from './watch-reporter-source';

const VIEW = '5f0c2a4e-8d4b-4c1e-9a7e-2b8f1d3c4e5a';
const VIDEO = '0b6f7f52-1f0e-4f7e-8f43-0a3c1f3d2e11';

/** Plays from `from` to `to` seconds in timeupdate steps of a quarter second. */
function play(at: (time: number) => void, from: number, to: number) {
  for (let time = from; time <= to + 1e-9; time += 0.25) at(time);
}

describe('createSpanCollector', () => {
  it('makes one span of continuous play and splits at seeks and jumps', () => {
    const spans = createSpanCollector();
    play(spans.at, 0, 4);
    spans.stop(); // seeking
    play(spans.at, 30, 32);
    spans.at(50); // a jump without a seeking event
    play(spans.at, 50, 51);
    expect(spans.take()).toEqual([
      [0, 4],
      [30, 32],
      [50, 51],
    ]);
  });

  it('counts positions, not wall time: a stalled player adds nothing', () => {
    const spans = createSpanCollector();
    play(spans.at, 0, 2);
    for (let i = 0; i < 20; i += 1) spans.at(2); // stalled, timeupdate repeating the position
    expect(spans.take()).toEqual([[0, 2]]);
  });

  it('goes on from where the last take ended, and ignores impossible positions', () => {
    const spans = createSpanCollector();
    play(spans.at, 0, 3);
    expect(spans.take()).toEqual([[0, 3]]);
    spans.at(Number.NaN);
    spans.at(-1);
    play(spans.at, 3.25, 5);
    expect(spans.take()).toEqual([[3, 5]]);
    expect(spans.take()).toEqual([]);
  });

  it('starts a new span when a looping player goes back to the start', () => {
    const spans = createSpanCollector();
    play(spans.at, 8, 10);
    play(spans.at, 0, 1);
    expect(spans.take()).toEqual([
      [8, 10],
      [0, 1],
    ]);
  });
});

describe('createWatchReporter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const sent: { report: WatchReport; leaving: boolean }[] = [];
    const reporter = createWatchReporter({
      videoId: VIDEO,
      source: 'search',
      viewId: VIEW,
      send: (report, leaving) => sent.push({ report, leaving }),
    });
    return { sent, reporter };
  };

  it('sends a batch every 10 s while playing, only what was played since', () => {
    const { sent, reporter } = setup();
    reporter.playing();
    play(reporter.time, 0, 9);
    vi.advanceTimersByTime(10_000);
    expect(sent).toEqual([
      { report: { viewId: VIEW, videoId: VIDEO, source: 'search', segments: [[0, 9]] }, leaving: false },
    ]);
    play(reporter.time, 9.25, 18);
    vi.advanceTimersByTime(10_000);
    expect(sent[1]?.report.segments).toEqual([[9, 18]]);
    vi.advanceTimersByTime(30_000);
    expect(sent).toHaveLength(2);
  });

  it('sends at once on pause and stops the batches until play resumes', () => {
    const { sent, reporter } = setup();
    reporter.playing();
    play(reporter.time, 0, 3);
    reporter.paused();
    expect(sent).toEqual([
      { report: { viewId: VIEW, videoId: VIDEO, source: 'search', segments: [[0, 3]] }, leaving: true },
    ]);
    vi.advanceTimersByTime(60_000);
    expect(sent).toHaveLength(1);
    reporter.playing();
    play(reporter.time, 3, 5);
    vi.advanceTimersByTime(10_000);
    expect(sent[1]).toMatchObject({ report: { segments: [[3, 5]] }, leaving: false });
  });

  it('sends what was played when the page is hidden or left, as a beacon', () => {
    const { sent, reporter } = setup();
    reporter.playing();
    play(reporter.time, 0, 2);
    reporter.leaving();
    expect(sent).toEqual([
      { report: { viewId: VIEW, videoId: VIDEO, source: 'search', segments: [[0, 2]] }, leaving: true },
    ]);
    reporter.leaving();
    expect(sent).toHaveLength(1);
  });

  it('merges overlapping spans and splits more than 50 into several reports', () => {
    const { sent, reporter } = setup();
    play(reporter.time, 0, 2);
    reporter.seeking();
    play(reporter.time, 1, 3);
    for (let i = 0; i < 60; i += 1) {
      reporter.seeking();
      play(reporter.time, 100 + i * 5, 101 + i * 5);
    }
    reporter.dispose();
    expect(sent.map(({ report }) => report.segments.length)).toEqual([50, 11]);
    expect(sent[0]?.report.segments[0]).toEqual([0, 3]);
    expect(new Set(sent.map(({ report }) => report.viewId))).toEqual(new Set([VIEW]));
  });

  it('sends nothing when nothing was played', () => {
    const { sent, reporter } = setup();
    reporter.playing();
    vi.advanceTimersByTime(30_000);
    reporter.paused();
    reporter.dispose();
    expect(sent).toEqual([]);
  });

  it('names a new view id for each view', () => {
    const send = () => {};
    const first = createWatchReporter({ videoId: VIDEO, source: 'home', send });
    const second = createWatchReporter({ videoId: VIDEO, source: 'home', send });
    expect(first.viewId).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.viewId).not.toBe(second.viewId);
  });
});

describe('view sources', () => {
  const origin = 'https://reelboard.example';

  it("takes the link's state first", () => {
    expect(viewSourceOf({ viewSource: 'creator' }, 'https://elsewhere.example/', origin)).toBe('creator');
  });

  it('is external from another site or from nowhere, the site itself otherwise', () => {
    expect(viewSourceOf(null, '', origin)).toBe('external');
    expect(viewSourceOf(null, 'https://elsewhere.example/page', origin)).toBe('external');
    expect(viewSourceOf({ viewSource: 'nonsense' }, `${origin}/tags/x`, origin)).toBe('home');
  });

  it('names the lists a link is on', () => {
    expect(sourceOfPath('/')).toBe('home');
    expect(sourceOfPath('/creator/abc')).toBe('creator');
    expect(sourceOfPath('/playlists/abc/play')).toBe('playlist');
    expect(sourceOfPath('/categories/music')).toBe('home');
  });
});
