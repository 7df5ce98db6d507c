import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { RENDER_DIR } from '@reelboard/shared/web-render';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

// Writes name.br and name.gz beside every text asset of the build, at the highest levels
// (time spent once here, not on every request); the server sends them as they are.
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'reelboard:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Sequential: after the plugins before it have written their files (prerender.ts).
    closeBundle: {
      sequential: true,
      async handler() {
        // Not the server's own render bundle and pages (prerender.ts), which are never sent as they are.
        const files = (await readdir(outDir, { recursive: true })).filter(
          (file) => COMPRESSIBLE.test(file) && !file.startsWith(`${RENDER_DIR}${path.sep}`),
        );
        await Promise.all(
          files.map(async (file) => {
            const full = path.join(outDir, file);
            const content = await readFile(full);
            const [br, gz] = await Promise.all([
              brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
              gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
          }),
        );
      },
    },
  };
}
