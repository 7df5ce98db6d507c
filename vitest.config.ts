import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// graphql ships CommonJS (main) and ESM (module) builds. Node, and so the server in
// production, loads the CommonJS one for every importer; Vite would hand our sources the
// ESM one while Pothos and graphql-jit get the CommonJS one, two copies whose schema
// classes do not recognise each other. The tests load what Node loads.
const graphqlAsNodeLoadsIt = createRequire(import.meta.url).resolve('graphql');

// Two test files at a time in every project (Vitest's default on two cores is one): a
// service test spends most of its time waiting for PostgreSQL, ffmpeg or a child process,
// not on its own CPU. Each project resolves this setting for itself.
const maxWorkers = 2;

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: [{ find: /^graphql$/, replacement: graphqlAsNodeLoadsIt }] },
        test: {
          name: 'server',
          maxWorkers,
          environment: 'node',
          // The server's test files share their worker's module cache instead of importing
          // the whole server again for each file (a quarter of the run): they mock no module
          // and each file makes its own database, data directory and app (test/app.ts).
          isolate: false,
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
          maxWorkers,
          root: 'apps/web',
          environment: 'jsdom',
          // One jsdom per worker instead of one per test file (half of the web tests' time
          // went to creating it); each file still runs in a VM context of its own.
          pool: 'vmThreads',
          setupFiles: [new URL('./apps/web/test/setup.ts', import.meta.url).pathname],
          // Beside src/: the tests of the bundle budget plugin.
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          // The tests of the GraphQL tooling (codegen, the documents plugin), in Node: GraphQL
          // Codegen's CommonJS modules do not load in the VM contexts of the web project.
          name: 'web-tooling',
          maxWorkers,
          root: 'apps/web',
          environment: 'node',
          include: ['*.test.ts'],
        },
      },
    ],
  },
});
