import { createHash } from 'node:crypto';
import { closeSync, openSync, readSync, writeSync } from 'node:fs';
import type { MessagePort } from 'node:worker_threads';

// Runs in the worker threads of file-threads.ts's pool.

/**
 * The MD5 of the chunks posted to `port` (arrays of them) until an empty message. A port
 * closed before that (the body failed) answers an empty string, which nobody reads.
 */
export function md5OfChunks({ port }: { port: MessagePort }): Promise<string> {
  const hash = createHash('md5');
  return new Promise((resolve) => {
    port.on('message', (chunks: Uint8Array[] | null) => {
      if (chunks) {
        for (const chunk of chunks) hash.update(chunk);
        return;
      }
      resolve(hash.digest('hex'));
      port.close();
    });
    port.on('close', () => resolve(''));
  });
}

// Blocking reads and writes are fine on these threads, and one buffer serves every join.
const buffer = Buffer.allocUnsafe(1 << 20);

/** Writes the sources one after another into `target`, a new file. */
export function join({ target, sources }: { target: string; sources: string[] }): void {
  const out = openSync(target, 'wx');
  try {
    for (const source of sources) {
      const fd = openSync(source, 'r');
      try {
        for (let read = readSync(fd, buffer); read > 0; read = readSync(fd, buffer)) {
          // writeSync may write less than asked (a full disk answers with an error instead).
          for (let written = 0; written < read; ) written += writeSync(out, buffer, written, read - written);
        }
      } finally {
        closeSync(fd);
      }
    }
  } finally {
    closeSync(out);
  }
}
