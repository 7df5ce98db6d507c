import { createHash } from 'node:crypto';
import { closeSync, openSync, readSync } from 'node:fs';

// Runs in a worker thread of file-md5.ts's pool: the MD5 of one file, in hex. Blocking
// reads are fine on this thread, and one buffer serves every file, so hashing allocates
// nothing per chunk.
const buffer = Buffer.allocUnsafe(1 << 20);

export default function md5OfFile(file: string): string {
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
