import { createHash } from 'node:crypto';
import { closeSync, openSync, readSync, writeSync } from 'node:fs';

// Runs in the worker threads of file-threads.ts's pool. Blocking reads and writes are fine
// on these threads, and one buffer serves every file, so nothing is allocated per chunk.
const buffer = Buffer.allocUnsafe(1 << 20);

/** The MD5 of one file, in hex. */
export function md5(file: string): string {
  const hash = createHash('md5');
  const fd = openSync(file, 'r');
  try {
    for (let read = readSync(fd, buffer); read > 0; read = readSync(fd, buffer)) {
      hash.update(buffer.subarray(0, read));
    }
  } finally {
    closeSync(fd);
  }
  return hash.digest('hex');
}

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
