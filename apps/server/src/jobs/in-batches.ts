/**
 * Runs `task` on every item, at most `limit` at once, in order of start; the first failure
 * fails the whole (the tasks already started run on). For work on many stored objects,
 * where one at a time is slow and all at once floods the store.
 */
export async function inBatches<T>(items: readonly T[], limit: number, task: (item: T) => Promise<unknown>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
