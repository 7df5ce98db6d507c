import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { RENDER_DIR, ROOT_ELEMENT } from '@reelboard/shared/web-render';

// The web app's own render of a page's first screen with its public answers (ADR 0045): the
// build keeps its render bundle and each such page's shell (stylesheet written in, root
// empty) in the web build's server/ directory (apps/web/build/prerender.ts, never served).
// Rendering the same answers the browser's first render takes, the markup hydrates as it is,
// and the page's largest image is asked for by the parser before any script has run.
export type RenderedAnswer = { operationName?: string; variables?: Record<string, unknown>; data: unknown };
type WebRender = {
  renderWithAnswers: (url: string, answers: RenderedAnswer[]) => Promise<{ head: string; markup: string }>;
};
/** The page with its first screen rendered, or null when it cannot be (then the page goes as built). */
export type PageRenderer = {
  renders: (name: string) => boolean;
  render: (name: string, url: string, answers: RenderedAnswer[]) => Promise<string | null>;
};

const TITLE = /<title>[^<]*<\/title>/;

export async function loadPageRenderer(
  webDistDir: string,
  log: (error: unknown) => void,
): Promise<PageRenderer | null> {
  const serverDir = path.join(webDistDir, RENDER_DIR);
  const names = await readdir(path.join(serverDir, 'pages')).catch(() => null);
  if (!names) return null;
  const shells = new Map<string, string>();
  for (const name of names.filter((file) => file.endsWith('.html'))) {
    const shell = await readFile(path.join(serverDir, 'pages', name), 'utf8');
    if (shell.includes(ROOT_ELEMENT)) shells.set(name.replace(/\.html$/, ''), shell);
  }
  const web = (await import(pathToFileURL(path.join(serverDir, 'prerender.js')).href).catch((error) => {
    log(error);
    return null;
  })) as WebRender | null;
  if (!web) return null;
  return {
    renders: (name) => shells.has(name),
    async render(name, url, answers) {
      const shell = shells.get(name);
      if (!shell) return null;
      try {
        const { head, markup } = await web.renderWithAnswers(url, answers);
        // What React hoists: the page's title in place of the shell's, the rest (a
        // high-priority image's preload) at the end of the head.
        const title = TITLE.exec(head)?.[0];
        return (title ? shell.replace(TITLE, () => title) : shell)
          .replace('</head>', () => `${head.replace(TITLE, '')}</head>`)
          .replace(ROOT_ELEMENT, () => `<div id="root">${markup}</div>`);
      } catch (error) {
        log(error);
        return null;
      }
    },
  };
}
