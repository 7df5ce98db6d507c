import { asc, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { storageUsage } from '../../db/health-schema.ts';
import type { JobKind } from '../../jobs/job-queue.ts';
import type { Storage } from '../../storage/storage.ts';
import { forgetDeadNodes } from './health-nodes.ts';

export const STORAGE_USAGE_JOB = 'storage-usage';

export type StorageArea = typeof storageUsage.$inferSelect;

/**
 * Sums the store's listing per area (a key's first segment: public, private, captions,
 * exports, ...) into storage_usage. Listing a large bucket takes a while (1000 keys per
 * request on S3), so it runs as a job every five minutes, never for a page or a scrape.
 */
export async function measureStorage(
  db: Database,
  storage: Pick<Storage, 'list'>,
  now: Date,
): Promise<StorageArea[]> {
  const totals = new Map<string, { bytes: number; objects: number }>();
  for await (const object of storage.list('')) {
    const area = object.key.split('/', 1)[0] ?? '';
    const total = totals.get(area) ?? { bytes: 0, objects: 0 };
    total.bytes += object.size;
    total.objects += 1;
    totals.set(area, total);
  }
  const rows = [...totals].map(([area, total]) => ({ area, ...total, measuredAt: now }));
  await db.transaction(async (tx) => {
    // Areas that emptied go; the others are replaced by this measurement.
    await tx.delete(storageUsage).where(
      rows.length > 0
        ? notInArray(
            storageUsage.area,
            rows.map((row) => row.area),
          )
        : undefined,
    );
    for (const row of rows) {
      await tx
        .insert(storageUsage)
        .values(row)
        .onConflictDoUpdate({
          target: storageUsage.area,
          set: { bytes: row.bytes, objects: row.objects, measuredAt: now },
        });
    }
  });
  return rows;
}

/** The last measurement, by area. */
export function storageAreas(db: Database): Promise<StorageArea[]> {
  return db.select().from(storageUsage).orderBy(asc(storageUsage.area));
}

/** The job: every five minutes for the cluster; it also forgets nodes dead for a day. */
export function storageUsageJob(deps: {
  db: Database;
  storage: Pick<Storage, 'list'>;
  now?: () => Date;
}): JobKind {
  const now = deps.now ?? (() => new Date());
  return {
    name: STORAGE_USAGE_JOB,
    schedule: '*/5 * * * *',
    expireInSeconds: 30 * 60,
    run: async () => {
      await measureStorage(deps.db, deps.storage, now());
      await forgetDeadNodes(deps.db, now());
    },
  };
}
