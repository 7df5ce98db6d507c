import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleBudget } from './build/bundle-budget.ts';
import { precompress } from './build/precompress.ts';
import { prerender } from './build/prerender.ts';
import { routePreloads } from './build/route-preloads.ts';
import { themeScript } from './build/theme-script.ts';
import { GENERATED_DIR } from './codegen.ts';
import { graphqlDocuments } from './graphql-documents-plugin.ts';

// In development the API runs on its own port (3001 by default) and Vite proxies to it.
const api = process.env.REELBOARD_API_URL ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    graphqlDocuments(GENERATED_DIR),
    themeScript(),
    // Other main routes' pages name their lazy chunks, so they load with the entry (ADR 0034).
    routePreloads([
      { name: 'route-video', source: 'src/routes/video.tsx' },
      { name: 'route-shorts', source: 'src/routes/shorts.tsx' },
      // /shorts itself, prerendered below (its other paths' first screens differ).
      { name: 'route-shorts-for-you', source: 'src/routes/shorts.tsx' },
      { name: 'route-community-board', source: 'src/routes/community-board.tsx' },
      { name: 'route-shop', source: 'src/routes/shop.tsx' },
      { name: 'route-library', source: 'src/routes/library.tsx' },
    ]),
    // First screens as HTML (home.html, and into route pages above), before precompress;
    // the public first answers the server writes into pages for visitors (ADR 0043), and
    // the pages it renders with them for visitors (`render`, ADR 0045).
    prerender([
      { path: '/', name: 'home', answers: true, render: true },
      { path: '/videos/:id', name: 'route-video', markup: false, answers: true, render: true },
      { path: '/shorts', name: 'route-shorts-for-you', answers: true, render: true },
      { path: '/community-board', name: 'route-community-board', answers: true, render: true },
      { path: '/shop', name: 'route-shop', markup: false, answers: true, render: true },
      { path: '/library', name: 'route-library' },
    ]),
    precompress(),
    // Issue 11's goal: the home page's first JavaScript at most 150 kB compressed.
    bundleBudget({ route: 'src/routes/home.tsx', maxKb: 150 }),
  ],
  build: { manifest: true },
  server: {
    port: 3000,
    proxy: {
      '/graphql': { target: api, ws: true },
      '/auth': api,
      '/api': api,
      '/storage': api,
    },
  },
});
