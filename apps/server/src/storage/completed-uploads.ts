import { readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MAX_SIGNED_URL_SECONDS } from './storage.ts';

const SWEEP_EVERY_MS = 60 * 60 * 1000;
const SUFFIX = '.completed';

// The local-disk driver's note that a multipart upload completed: an empty file
// `.multipart/<uploadId>.completed` beside the folders of open uploads. With it a part sent
// after completion, or still arriving when the upload completed, is told the upload is
// complete (409) instead of that it does not exist. A note matters only while a part link
// of its upload can still be valid, at most 7 days, so older ones are swept (by their
// modification time), at most once an hour, when another upload completes.
export function createCompletedUploads(multipartDir: string) {
  const notePath = (uploadId: string) => path.join(multipartDir, `${uploadId}${SUFFIX}`);
  let sweptAt = Number.NEGATIVE_INFINITY;

  return {
    async mark(uploadId: string): Promise<void> {
      await writeFile(notePath(uploadId), '');
    },

    async unmark(uploadId: string): Promise<void> {
      await rm(notePath(uploadId), { force: true });
    },

    async has(uploadId: string): Promise<boolean> {
      return stat(notePath(uploadId)).then(
        () => true,
        () => false,
      );
    },

    async sweep(): Promise<void> {
      if (Date.now() - sweptAt < SWEEP_EVERY_MS) return;
      sweptAt = Date.now();
      const cutoff = Date.now() - MAX_SIGNED_URL_SECONDS * 1000;
      for (const name of await readdir(multipartDir)) {
        if (!name.endsWith(SUFFIX)) continue;
        const file = path.join(multipartDir, name);
        const modified = await stat(file).then(
          (info) => info.mtimeMs,
          () => Date.now(),
        );
        if (modified < cutoff) await rm(file, { force: true });
      }
    },
  };
}
