import os from 'node:os';
import { expect, type Page, test } from '@playwright/test';
import { openShorts, shortId, swipe, waitForCatalogue } from './support/shorts.ts';

// Issue 13: a move to the next short shows its first frame within 300 ms on localhost, the
// neighbours being preloaded (mounted, buffered and rendered just off screen). Measured in
// the page, without the trace recorder, whose DOM snapshots around each key press would be
// counted in the time.

test.use({ trace: 'off' });

const FIRST_FRAME_BUDGET_MS = 300;

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  await waitForCatalogue(request);
});

/** The next short (the hidden article after the one shown) has its start buffered. */
async function nextIsPreloaded(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const shown = document.querySelector('[role=feed] article[aria-hidden=false]');
        const at = Number(shown?.getAttribute('aria-posinset'));
        const next = document.querySelector<HTMLVideoElement>(
          `[role=feed] article[aria-posinset="${at + 1}"] video`,
        );
        return next?.readyState ?? 0;
      }),
    )
    .toBeGreaterThanOrEqual(3); // HAVE_FUTURE_DATA
}

/**
 * Milliseconds from the key press or touch that moves on to the first frame of the next short
 * presented, measured in the page: performance.now() at the event, the frame's expected
 * display time from requestVideoFrameCallback on the video that becomes the shown one.
 */
async function timeToFirstFrame(page: Page, moveOn: () => Promise<void>): Promise<number> {
  const from = shortId(page);
  await page.evaluate(() => {
    const w = window as unknown as { firstFrame: Promise<number> };
    w.firstFrame = new Promise<number>((resolve) => {
      let pressedAt = Number.NaN;
      const start = () => {
        pressedAt = performance.now();
      };
      window.addEventListener('keydown', start, { capture: true, once: true });
      window.addEventListener('touchend', start, { capture: true, once: true });
      const before = document.querySelector('[data-testid=short-video]');
      const watch = () => {
        const video = document.querySelector<HTMLVideoElement>('[data-testid=short-video]');
        if (!video || video === before) {
          requestAnimationFrame(watch);
          return;
        }
        video.requestVideoFrameCallback((_now, frame) => resolve(frame.expectedDisplayTime - pressedAt));
      };
      requestAnimationFrame(watch);
    });
  });
  await moveOn();
  await expect.poll(() => shortId(page)).not.toBe(from);
  return page.evaluate(() => (window as unknown as { firstFrame: Promise<number> }).firstFrame);
}

test('the next short shows its first frame within 300 ms of a key press or a swipe', async ({ browser }) => {
  const times: number[] = [];
  const desktop = await browser.newPage();
  await openShorts(desktop);
  for (const key of ['ArrowDown', 'PageDown', 'ArrowDown'] as const) {
    await nextIsPreloaded(desktop);
    times.push(await timeToFirstFrame(desktop, () => desktop.keyboard.press(key)));
  }
  await desktop.close();

  const context = await browser.newContext({
    hasTouch: true,
    isMobile: true,
    viewport: { width: 390, height: 844 },
  });
  const phone = await context.newPage();
  await openShorts(phone);
  for (let i = 0; i < 2; i++) {
    await nextIsPreloaded(phone);
    times.push(await timeToFirstFrame(phone, () => swipe(phone, 600, 200)));
  }
  await context.close();

  // The median of the five is held to the budget: on a shared two-core machine running other
  // suites, one move in five can wait for the CPU whatever the page does; the report shows all.
  const sorted = [...times].sort((a, b) => a - b);
  const median = Number(sorted[Math.floor(sorted.length / 2)]);
  const report = `${times.map((ms) => `${Math.round(ms)} ms`).join(', ')}; median ${Math.round(median)} ms; load average ${os.loadavg()[0]?.toFixed(1)}`;
  console.log(`Shorts time to first frame (3 key presses, 2 swipes): ${report}`);
  test.info().annotations.push({ type: 'time to first frame', description: report });
  for (const ms of times) expect(ms).toBeGreaterThan(0);
  expect(median).toBeLessThanOrEqual(FIRST_FRAME_BUDGET_MS);
});
