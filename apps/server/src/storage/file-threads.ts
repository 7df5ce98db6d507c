import { Piscina } from 'piscina';

// The local-disk driver's work on whole files, in worker threads (file-worker.ts). An
// object's or part's ETag is the MD5 of its bytes, as S3 clients expect, and hashing took
// 0.36 s of the server's one JavaScript thread per 200 MB uploaded; joining the parts of a
// 200 MB upload took it another 0.2 s and 200 MB of buffers for its garbage collector
// (ADR 0020). The pool starts with the first file; idle workers do not keep the process
// alive.
let pool: Piscina | undefined;
const threads = () =>
  (pool ??= new Piscina({
    filename: new URL('./file-worker.ts', import.meta.url).href,
    idleTimeout: 60_000,
  }));

/** The MD5 of a file, in hex. */
export function md5OfFile(file: string): Promise<string> {
  return threads().run(file, { name: 'md5' });
}

/** Writes the sources one after another into `target`, which must not exist yet. */
export function joinFiles(target: string, sources: string[]): Promise<void> {
  return threads().run({ target, sources }, { name: 'join' });
}
