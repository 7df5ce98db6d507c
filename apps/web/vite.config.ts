import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { GENERATED_DIR } from './codegen.ts';
import { graphqlDocuments } from './graphql-documents-plugin.ts';

// In development the API runs on its own port (3001 by default) and Vite proxies to it.
const api = process.env.REELBOARD_API_URL ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [react(), tailwindcss(), graphqlDocuments(GENERATED_DIR)],
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
