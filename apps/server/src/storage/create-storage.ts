import type { Config } from '../config.ts';
import { createLocalDiskStorage, type LocalDiskStorage } from './local-disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/**
 * The configured storage: an S3-compatible store when S3_BUCKET is set, else the local
 * disk under DATA_DIR. Only the local disk serves its own files over HTTP
 * (http/storage-routes.ts); an S3 store serves them itself.
 */
export function createStorage(
  config: Pick<Config, 's3' | 'dataDir' | 'publicUrl'>,
  storageSecret: string,
): { storage: Storage; localDiskStorage: LocalDiskStorage | undefined } {
  if (config.s3) return { storage: createS3Storage(config.s3), localDiskStorage: undefined };
  const local = createLocalDiskStorage({
    rootDir: `${config.dataDir}/storage`,
    publicUrl: config.publicUrl,
    secret: storageSecret,
  });
  return { storage: local, localDiskStorage: local };
}
