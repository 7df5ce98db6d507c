import { createHash } from 'node:crypto';
import { access, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';

// Generated sample clips kept by how they were made (SAMPLE_CLIP_CACHE_DIR), so that the
// processes seeding on one machine make each clip once: the test run starts many servers
// and seeders, each on an empty data directory. A clip's folder appears whole (renamed
// into place) or not at all, and its name is a hash of everything that decides its bytes,
// so a changed recipe makes a new clip instead of reusing an old one.
const WAIT_MS = 180_000;
const POLL_MS = 250;

/** The name of a clip's folder: a hash of its recipe (the programs' arguments, the title). */
export const clipKey = (recipe: unknown) =>
  createHash('sha256').update(JSON.stringify(recipe)).digest('hex').slice(0, 32);

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Takes the lock (a directory: mkdir is atomic); false when another process holds it. */
async function lock(dir: string): Promise<boolean> {
  try {
    await mkdir(dir);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * The folder of clip `key` in `cacheDir`, which `make(folder)` fills once for every
 * process sharing the cache: one holds the lock and makes it, the others wait. Answers
 * undefined when the clip did not appear in time (its maker died holding the lock); the
 * caller then makes its own.
 */
export async function cachedClipFolder(
  cacheDir: string,
  key: string,
  make: (folder: string) => Promise<void>,
): Promise<string | undefined> {
  const folder = path.join(cacheDir, key);
  const lockDir = `${folder}.lock`;
  await mkdir(cacheDir, { recursive: true });
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    if (await exists(folder)) return folder;
    if (await lock(lockDir)) {
      try {
        // Made by the previous holder between our look and the lock.
        if (await exists(folder)) return folder;
        const partial = await mkdtemp(`${folder}.partial-`);
        try {
          await make(partial);
          await rename(partial, folder);
        } finally {
          await rm(partial, { recursive: true, force: true });
        }
        return folder;
      } finally {
        await rm(lockDir, { recursive: true, force: true });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return undefined;
}
