import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';

// The local-disk driver's work on bytes and files, in worker threads (file-worker.ts). An
// object's or part's ETag is the MD5 of its bytes, as S3 clients expect; hashing took
// 0.36 s of the server's one JavaScript thread per 200 MB uploaded, and joining the parts
// of a 200 MB upload another 0.2 s (ADR 0020). Hashing tasks wait on their chunks, so a
// worker runs many at once. The pool starts with the first task; idle workers do not keep
// the process alive.
let pool: Piscina | undefined;
const threads = () =>
  (pool ??= new Piscina({
    filename: new URL('./file-worker.ts', import.meta.url).href,
    idleTimeout: 60_000,
    concurrentTasksPerWorker: 64,
  }));

/**
 * Hashes chunks in a worker thread as they are added, so that the digest is ready soon
 * after the last one. Chunks are copied to the worker, or moved there with `{ move: true }`
 * when nothing else holds them (they are unusable here afterwards): a moved chunk's memory
 * is also the worker's to collect, not this thread's.
 */
export function md5OfChunks() {
  const { port1, port2 } = new MessageChannel();
  const digest = threads().run({ port: port2 }, { name: 'md5OfChunks', transferList: [port2] });
  return {
    add(chunks: Buffer[], options: { move: boolean }) {
      // Only a chunk that is its whole ArrayBuffer can move; a slice of a larger one is copied.
      const movable = options.move
        ? chunks.filter((chunk) => chunk.byteLength === chunk.buffer.byteLength)
        : [];
      port1.postMessage(
        chunks,
        movable.map((chunk) => chunk.buffer as ArrayBuffer),
      );
    },
    async digest(): Promise<string> {
      port1.postMessage(null);
      return (await digest) as string;
    },
    abandon() {
      port1.close();
      // Nobody waits for this digest: a failed task must not become an unhandled rejection.
      digest.catch(() => {});
    },
  };
}

/** Writes the sources one after another into `target`, which must not exist yet. */
export function joinFiles(target: string, sources: string[]): Promise<void> {
  return threads().run({ target, sources }, { name: 'join' });
}
