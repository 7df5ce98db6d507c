import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { AppError, badInput } from '../errors.ts';
import { MAX_OBJECT_BYTES, sizeMismatch } from './storage.ts';

/** Reads a stream into memory, refusing one longer than maxBytes. */
export async function readAtMost(body: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', 'A part can be at most 5 GiB.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Passes bytes through and remembers a mismatch with the declared size. */
export function countingStream(declared: number | undefined): Transform & { mismatch?: Error } {
  let size = 0;
  const meter: Transform & { mismatch?: Error } = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > MAX_OBJECT_BYTES) return done(badInput('An object can be at most 5 TB.'));
      if (declared !== undefined && size > declared) {
        meter.mismatch = sizeMismatch(declared, size);
        return done(meter.mismatch);
      }
      done(null, chunk);
    },
    flush(done) {
      if (declared !== undefined && size !== declared) {
        meter.mismatch = sizeMismatch(declared, size);
        return done(meter.mismatch);
      }
      done();
    },
  });
  return meter;
}
