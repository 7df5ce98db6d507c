import { THEME_SCRIPT } from '@reelboard/shared/theme';
import type { Plugin } from 'vite';

// Writes the theme script (packages/shared/src/theme.ts) inline as the first thing in
// index.html's head, so the page is painted in the right theme from the start. The server's
// CSP allows it by its hash, so the text must be written exactly as it is.
export function themeScript(): Plugin {
  return {
    name: 'reelboard:theme-script',
    transformIndexHtml: () => [{ tag: 'script', children: THEME_SCRIPT, injectTo: 'head-prepend' }],
  };
}
