import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { S3StorageOptions } from '../../storage/s3-settings.ts';
import type { Storage } from '../../storage/storage.ts';
import {
  type BackedUpObject,
  type BackupManifest,
  backupName,
  DUMP_FILE,
  FORMAT,
  FORMAT_VERSION,
  formatSums,
  MANIFEST_FILE,
  migrationTags,
  OBJECTS_FILE,
  objectFile,
  SECRETS_FILE,
  SUMS_FILE,
} from './backup-format.ts';
import { type BackupWriter, openDestination, parseLocation, type Written } from './backup-target.ts';
import { dumpDatabase, findPgTool, serverVersion } from './pg-tools.ts';

/** The running site a backup is taken of (sites.ts builds it from the configuration). */
export type BackupSite = {
  databaseUrl: string;
  dataDir: string;
  storage: Storage;
  storageKind: 'local' | 's3';
  /** Every stored object's key. */
  listKeys(): Promise<string[]>;
  /** The site's bucket, whose endpoint and credentials s3:// locations use too. */
  s3: S3StorageOptions | undefined;
};

export type BackupResult = { location: string; bytes: number; objects: number };

const PARALLEL_COPIES = 4;

// One consistent backup of a running site. The database is one pg_dump snapshot. Objects
// are never rewritten under the same key (keys.ts), so copying every object, then dumping,
// then copying the objects that appeared meanwhile gives every object the dump refers to
// (one deleted between the two is copied in the first pass).
export async function createBackup(
  site: BackupSite,
  destination: string,
  options: { now?: Date; log?: (line: string) => void } = {},
): Promise<BackupResult> {
  const log = options.log ?? (() => {});
  assertNotTheSitesBucket(site, destination);
  const server = await serverVersion(site.databaseUrl);
  const pgDump = await findPgTool('pg_dump', server.major); // before anything is written
  const writer = openDestination(destination, site.s3).start(backupName(options.now ?? new Date()));
  const sums = new Map<string, string>();
  const record = (file: string, written: Written) => {
    sums.set(file, written.sha256);
    return written;
  };
  try {
    const objects = new Map<string, BackedUpObject>();
    log(`Backing up to ${writer.location}`);
    await copyObjects(site, writer, objects, record);
    const dump = dumpDatabase(pgDump, site.databaseUrl);
    const [dumped] = await Promise.all([writer.write(DUMP_FILE, dump.stream), dump.finished]);
    record(DUMP_FILE, dumped);
    log(`Database dumped (${dumped.bytes} bytes)`);
    await copyObjects(site, writer, objects, record);
    log(`${objects.size} stored objects copied`);

    const secrets = await readFile(path.join(site.dataDir, SECRETS_FILE)).catch(() => undefined);
    if (secrets) record(SECRETS_FILE, await writer.write(SECRETS_FILE, secrets));
    const list = [...objects.values()].sort((a, b) => (a.key < b.key ? -1 : 1));
    record(OBJECTS_FILE, await writer.write(OBJECTS_FILE, Buffer.from(JSON.stringify(list, null, 1))));
    const manifest: BackupManifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      appVersion: (await migrationTags()).at(-1) ?? '',
      createdAt: (options.now ?? new Date()).toISOString(),
      databaseServerVersion: server.version,
      storageKind: site.storageKind,
      objects: { count: list.length, bytes: list.reduce((sum, object) => sum + object.size, 0) },
    };
    record(MANIFEST_FILE, await writer.write(MANIFEST_FILE, Buffer.from(JSON.stringify(manifest, null, 2))));
    // Last: a backup without its checksum file is incomplete and is never restored.
    await writer.write(SUMS_FILE, Buffer.from(formatSums(sums)));
    await writer.finish();
    return { location: writer.location, bytes: dumped.bytes + manifest.objects.bytes, objects: list.length };
  } catch (error) {
    await writer.abandon().catch(() => {});
    throw error;
  }
}

// The backup would hold itself: the store's listing would take in earlier backups.
function assertNotTheSitesBucket(site: BackupSite, destination: string) {
  const parsed = parseLocation(destination);
  if ('bucket' in parsed && parsed.bucket === site.s3?.bucket) {
    throw new Error(`Back up to another bucket than the site's own (${parsed.bucket}, S3_BUCKET).`);
  }
}

async function copyObjects(
  site: BackupSite,
  writer: BackupWriter,
  objects: Map<string, BackedUpObject>,
  record: (file: string, written: Written) => Written,
) {
  const keys = (await site.listKeys()).filter((key) => !objects.has(key));
  let next = 0;
  async function copyNext(): Promise<void> {
    for (let key = keys[next++]; key !== undefined; key = keys[next++]) {
      const found = await site.storage.get(key);
      if (!found) continue; // deleted since the listing: the dump below no longer names it
      const written = record(objectFile(key), await writer.write(objectFile(key), found.body));
      const { size, etag, contentType } = found.object;
      if (written.bytes !== size) throw new Error(`${key} changed while it was copied`);
      objects.set(key, { key, size, etag, contentType });
    }
  }
  await Promise.all(Array.from({ length: PARALLEL_COPIES }, copyNext));
}
