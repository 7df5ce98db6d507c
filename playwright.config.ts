import { defineConfig } from '@playwright/test';

// End-to-end journeys in Debian's Chromium (Playwright's own browser download cannot work
// here) against the real server, with a fresh data directory per run. E2E_PORT moves the
// server when another checkout's journeys are running on the same machine.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = '.e2e-data';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
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
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node apps/server/src/main.ts`,
    url: `http://localhost:${E2E_PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(E2E_PORT), DATA_DIR: E2E_DATA_DIR, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
  },
});
