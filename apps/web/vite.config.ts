import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleBudget } from './build/bundle-budget.ts';
import { precompress } from './build/precompress.ts';
import { prerender } from './build/prerender.ts';
import { GENERATED_DIR } from './codegen.ts';
import { graphqlDocuments } from './graphql-documents-plugin.ts';

// In development the API runs on its own port (3001 by default) and Vite proxies to it.
const api = process.env.REELBOARD_API_URL ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    graphqlDocuments(GENERATED_DIR),
    // The home page's first screen as HTML (home.html), before precompress compresses it.
    prerender({ path: '/', name: 'home' }),
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
