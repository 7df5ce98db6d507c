import type { LocalDiskStorage } from './local-disk-storage.ts';
import type { Storage, StoredObject } from './storage.ts';

// `reelboard storage migrate`: every object of the local disk into the configured store,
// under the same keys, so that the database's keys name the same files afterwards.
// Idempotent and resumable: keys are never reused for other bytes (keys.ts), so an object
// already in the store with the same size is the same object and is skipped. A put that
// is cut off leaves no object behind, so a later run copies it again.

export type CopyProgress = {
  total: number;
  totalBytes: number;
  done: number;
  doneBytes: number;
  copied: number;
  skipped: number;
  failed: { key: string; reason: string }[];
};

const PARALLEL_COPIES = 4;

export async function copyToStore(
  from: LocalDiskStorage,
  to: Storage,
  options: { onProgress?: (progress: CopyProgress) => void; signal?: AbortSignal } = {},
): Promise<CopyProgress & { interrupted: boolean }> {
  const objects = await from.listObjects();
  const progress: CopyProgress = {
    total: objects.length,
    totalBytes: objects.reduce((sum, object) => sum + object.size, 0),
    done: 0,
    doneBytes: 0,
    copied: 0,
    skipped: 0,
    failed: [],
  };
  options.onProgress?.(progress);

  let next = 0;
  async function copyNext(): Promise<void> {
    for (;;) {
      if (options.signal?.aborted) return;
      const object = objects[next++];
      if (!object) return;
      try {
        if (await copyOne(object)) progress.copied++;
        else progress.skipped++;
      } catch (error) {
        progress.failed.push({
          key: object.key,
          reason: error instanceof Error ? error.message : String(error),
        });
      }
      progress.done++;
      progress.doneBytes += object.size;
      options.onProgress?.(progress);
    }
  }

  /** Answers false when the store holds the object already. */
  async function copyOne(object: StoredObject): Promise<boolean> {
    const present = await to.head(object.key);
    if (present?.size === object.size) return false;
    const found = await from.get(object.key);
    if (!found) throw new Error('it was removed while copying');
    await to.put(object.key, found.body, object.contentType, { size: object.size });
    return true;
  }

  await Promise.all(Array.from({ length: PARALLEL_COPIES }, copyNext));
  return { ...progress, interrupted: progress.done < progress.total };
}
