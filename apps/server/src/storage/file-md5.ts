import { Piscina } from 'piscina';

// An object's or part's ETag is the MD5 of its bytes, as S3 clients expect. Hashing took
// 0.36 s of the server's one JavaScript thread per 200 MB uploaded (ADR 0020), so written
// files are hashed in worker threads. The pool starts with the first file; idle workers do
// not keep the process alive.
let pool: Piscina<string, string> | undefined;

export function md5OfFile(file: string): Promise<string> {
  pool ??= new Piscina({ filename: new URL('./md5-worker.ts', import.meta.url).href, idleTimeout: 60_000 });
  return pool.run(file);
}
