import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// graphql ships CommonJS (main) and ESM (module) builds. Node, and so the server in
// production, loads the CommonJS one for every importer; Vite would hand our sources the
// ESM one while Pothos and graphql-jit get the CommonJS one, two copies whose schema
// classes do not recognise each other. The tests load what Node loads.
const graphqlAsNodeLoadsIt = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: [{ find: /^graphql$/, replacement: graphqlAsNodeLoadsIt }] },
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
