import { type CopyProgress, copyToStore } from '../storage/copy-to-store.ts';
import type { LocalDiskStorage } from '../storage/local-disk-storage.ts';
import type { Storage } from '../storage/storage.ts';

export const STORAGE_MIGRATE_USAGE = 'reelboard storage migrate';

const BAR_WIDTH = 30;

const percentDone = (progress: CopyProgress) =>
  Math.floor((progress.totalBytes === 0 ? 1 : progress.doneBytes / progress.totalBytes) * 100);

/** One line of progress: a bar, the share of bytes, objects and megabytes. */
function progressLine(progress: CopyProgress): string {
  const percent = percentDone(progress);
  const filled = Math.round((percent / 100) * BAR_WIDTH);
  const bar = `${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}`;
  return `[${bar}] ${percent}%  ${progress.done}/${progress.total} objects  ${megabytes(progress.doneBytes)}/${megabytes(progress.totalBytes)} MB`;
}

/** Copies DATA_DIR/storage into the bucket; answers the exit code. */
export async function migrateStorage(
  stores: { from: LocalDiskStorage; to: Storage },
  io: { out: (line: string) => void; progress: (line: string) => void; signal?: AbortSignal },
): Promise<number> {
  if (!(await stores.to.ping())) throw new Error('The bucket does not answer: check the S3_* settings.');
  // A line each time another percent of the bytes or of the objects is done, so that the
  // log of a large move stays readable and a few small objects still show progress.
  let shown = '';
  const result = await copyToStore(stores.from, stores.to, {
    signal: io.signal,
    onProgress: (progress) => {
      const step = `${percentDone(progress)} ${Math.floor((progress.done / Math.max(progress.total, 1)) * 100)}`;
      if (step === shown) return;
      shown = step;
      io.progress(progressLine(progress));
    },
  });
  const left = result.total - result.done;
  io.out(
    `Copied ${result.copied} objects, ${result.skipped} already in the bucket, ${result.failed.length} failed` +
      (result.interrupted ? `; ${left} left: run it again to continue.` : '.'),
  );
  for (const failure of result.failed) io.out(`  ${failure.key}: ${failure.reason}`);
  return result.failed.length > 0 || result.interrupted ? 1 : 0;
}

const megabytes = (bytes: number) => (bytes / 1024 ** 2).toFixed(1);
