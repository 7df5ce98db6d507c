import type { Config } from '../../config.ts';
import { createStorage } from '../../storage/create-storage.ts';
import type { Storage } from '../../storage/storage.ts';
import type { BackupSite } from './create-backup.ts';

/** The keys of the site's store, at most `limit` of them. */
export async function siteKeys(storage: Storage, limit = Number.POSITIVE_INFINITY): Promise<string[]> {
  const keys: string[] = [];
  if (limit <= 0) return keys;
  for await (const object of storage.list('')) {
    keys.push(object.key);
    if (keys.length >= limit) break;
  }
  return keys;
}

/** The running site as the configuration and its database describe it. */
export function backupSiteOf(
  config: Pick<Config, 's3' | 'dataDir' | 'publicUrl'>,
  storageSecret: string,
  databaseUrl: string,
): BackupSite {
  const { storage } = createStorage(config, storageSecret);
  return {
    databaseUrl,
    dataDir: config.dataDir,
    storage,
    storageKind: config.s3 ? 's3' : 'local',
    listKeys: () => siteKeys(storage),
    s3: config.s3,
  };
}
