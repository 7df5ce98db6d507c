import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/**/*.test.ts', 'packages/shared/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'jsdom',
          setupFiles: [new URL('./apps/web/test/setup.ts', import.meta.url).pathname],
          // Beside src/: the tests of the build tooling (GraphQL documents, bundle budget).
          include: ['src/**/*.test.{ts,tsx}', '*.test.ts', 'build/**/*.test.ts'],
        },
      },
    ],
  },
});
