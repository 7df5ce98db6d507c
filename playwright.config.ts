import { defineConfig } from '@playwright/test';
import { LOOPBACK_CLIENT } from './e2e/support/loopback-oidc.ts';

// End-to-end journeys in Debian's Chromium (Playwright's own browser download cannot work
// here) against the real server, with a fresh data directory per run. E2E_PORT moves the
// servers when another checkout's journeys are running on the same machine.
//
// Two workers, and each has a server of its own (its own port, data directory, database
// and outbox): the journeys count home-feed entries, read the newest mail and look at admin
// queues, so a second worker on the same server would see the first one's videos, mails and
// reports. Playwright sets TEST_PARALLEL_INDEX (0 or 1) in each worker process.
const WORKERS = 2;
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);
const serverPort = (index: number) => FIRST_PORT + index;
// E2E_DATA_ROOT moves the data directories too, for a second run in the same checkout.
const dataDir = (index: number) => `${process.env.E2E_DATA_ROOT ?? '.e2e-data'}/${index}`;
const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const E2E_DATA_DIR = dataDir(worker);
// The servers draw each of the 16 sample clips once between them (and not at all when the
// test run has drawn them already: scripts/test.sh hands Vitest's clips over).
const SAMPLE_CLIP_CACHE_DIR = process.env.SAMPLE_CLIP_CACHE_DIR ?? '.e2e-data/sample-clips';

// A real OpenID provider on loopback stands in for Google (ADR 0033): one for both servers,
// on the port after theirs unless E2E_OIDC_PORT moves it.
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? FIRST_PORT + WORKERS);
const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
const googleCallback = (index: number) => `http://localhost:${serverPort(index)}/auth/social/google/callback`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  // A whole journey's budget (each step has its own 10 s): the longest ones (sign-up to
  // sign-out, the shop's checkout) took 42-66 s with one worker on a loaded machine, and two
  // journeys now share the two cores.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${serverPort(worker)}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-gpu',
      ],
    },
  },
  projects: [
    { name: 'journeys', testIgnore: 'shorts-first-frame.spec.ts' },
    // Holds a time budget (300 ms to the next short's first frame): it runs once the other
    // journeys are done, so that the other worker's browser and server do not take the CPU.
    { name: 'timed', testMatch: 'shorts-first-frame.spec.ts', dependencies: ['journeys'] },
  ],
  webServer: [
    ...Array.from({ length: WORKERS }, (_, index) => ({
      // The heap limit `npm start` sets (package.json), so the journeys run within it.
      command: `rm -rf ${dataDir(index)} && node --max-old-space-size=384 apps/server/src/main.ts`,
      url: `http://localhost:${serverPort(index)}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(serverPort(index)),
        DATA_DIR: dataDir(index),
        SAMPLE_CLIP_CACHE_DIR,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        GOOGLE_CLIENT_ID: LOOPBACK_CLIENT.clientId,
        GOOGLE_CLIENT_SECRET: LOOPBACK_CLIENT.clientSecret,
        GOOGLE_ISSUER: OIDC_ISSUER,
      },
    })),
    {
      command: `node e2e/support/loopback-oidc-main.ts ${OIDC_PORT} ${Array.from({ length: WORKERS }, (_, index) => googleCallback(index)).join(' ')}`,
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
  ],
});
