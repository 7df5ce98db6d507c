// The first load as a browser meets it, against the production server in its own process
// (as `npm start` runs it), in Debian's Chromium through the DevTools protocol:
// - JavaScript on the wire for `/` (encoded bytes of script responses, fresh cache);
// - home LCP, median of 3 fresh loads at 4x CPU slowdown, and on a simulated slow-4G phone
//   (1.6 Mbps down, 750 kbps up, 150 ms round trip, 4x CPU);
// - the first frame after play() on a sample video's page (requestVideoFrameCallback).
// Issue 11's goals: LCP <= 1000 ms (4x CPU) and <= 2500 ms (slow 4G), first frame <= 300 ms,
// home JavaScript <= 150 kB compressed. Run with `npm run bench:web`.
import { type Browser, chromium, type Page } from '@playwright/test';
import { startProductionServer } from './production-server.ts';

const RUNS = 3;
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function freshPage(browser: Browser, options: { slow4g?: boolean } = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (options.slow4g) await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  return { page, cdp, close: () => context.close() };
}

/** The page's largest contentful paint, once the page has been still for a moment. */
async function lcpOf(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) last = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(last), 1500);
      }),
  );
}

async function homeLcp(browser: Browser, base: string, slow4g: boolean): Promise<number[]> {
  const figures: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { page, close } = await freshPage(browser, { slow4g });
    await page.goto(`${base}/`, { waitUntil: 'load', timeout: 60_000 });
    figures.push(await lcpOf(page));
    await close();
  }
  return figures;
}

async function homeScriptBytes(browser: Browser, base: string): Promise<number> {
  const { page, cdp, close } = await freshPage(browser);
  const scripts = new Set<string>();
  let bytes = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) bytes += event.encodedDataLength;
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await close();
  return bytes;
}

async function firstFrameAfterPlay(browser: Browser, base: string, videoId: string): Promise<number[]> {
  const figures: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { page, close } = await freshPage(browser);
    await page.goto(`${base}/videos/${videoId}`, { waitUntil: 'networkidle' });
    const video = page.locator('video').first();
    // Timed from play() once the player has attached its source, as a reader's click would be.
    await page.waitForFunction(() => Boolean(document.querySelector('video')?.currentSrc), undefined, {
      timeout: 60_000,
    });
    figures.push(
      await video.evaluate(
        (element: HTMLVideoElement) =>
          new Promise<number>((resolve, reject) => {
            element.muted = true;
            const start = performance.now();
            const onFrame = (_now: number, frame: { mediaTime: number }) => {
              if (frame.mediaTime > 0) resolve(performance.now() - start);
              else element.requestVideoFrameCallback(onFrame);
            };
            element.requestVideoFrameCallback(onFrame);
            element.play().catch(reject);
          }),
      ),
    );
    await close();
  }
  return figures;
}

const server = await startProductionServer();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu'],
});
try {
  const feed = (await (
    await fetch(`${server.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': server.publicApiKey },
      body: JSON.stringify({
        query: '{ listVideos(limit: 20) { items { id source processedUrl videoUrl } } }',
      }),
    })
  ).json()) as {
    data: {
      listVideos: {
        items: { id: string; source: string; processedUrl: string | null; videoUrl: string | null }[];
      };
    };
  };
  // A built-in sample, played by the page's own player (not an embed).
  const videoId = feed.data.listVideos.items.find(
    (item) => item.source !== 'youtube' && (item.processedUrl ?? item.videoUrl),
  )?.id;
  if (!videoId) throw new Error('no sample video to play');

  // The site's own address (PUBLIC_URL), which its links, media and security policy name.
  const site = server.base.replace('127.0.0.1', 'localhost');
  const kB = (await homeScriptBytes(browser, site)) / 1000;
  const fast = await homeLcp(browser, site, false);
  const slow = await homeLcp(browser, site, true);
  const frames = await firstFrameAfterPlay(browser, site, videoId);
  const list = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
  console.log(`home JavaScript on the wire: ${kB.toFixed(1)} kB (goal <= 150)`);
  console.log(`home LCP at 4x CPU: ${list(fast)} ms`);
  console.log(`home LCP on slow 4G: ${list(slow)} ms; median ${median(slow).toFixed(0)} ms (goal <= 2500)`);
  console.log(
    `first frame after play: ${list(frames)} ms; median ${median(frames).toFixed(0)} ms (goal <= 300)`,
  );
  console.log(`home LCP p50 ${median(fast).toFixed(0)} ms (goal <= 1000)`);
} finally {
  await browser.close();
  await server.stop();
}
