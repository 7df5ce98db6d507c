import { chmod, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { expectRestored, migrated, type SeededSite, seedSite } from '../../../test/backup-sites.ts';
import { createEmptyDatabase } from '../../../test/database.ts';
import {
  S3_TEST_BUCKET,
  S3_TEST_CREDENTIALS,
  s3Settings,
  startS3Server,
  type TestS3Server,
} from '../../../test/s3-server.ts';
import { loadConfig } from '../../config.ts';
import { createS3Storage } from '../../storage/s3-storage.ts';
import { openDestination } from './backup-target.ts';
import { createBackup } from './create-backup.ts';
import { restoreBackup } from './restore-backup.ts';
import { backupSiteOf } from './sites.ts';

// A cluster's site (issue 25, section 4): PostgreSQL reached by DATABASE_URL (CI's Debian
// server in its second pass, the run's shared server otherwise) and the S3 test server.
// Backed up into another bucket, its database dropped and its bucket emptied, it comes back
// on a new empty database through a node with a fresh DATA_DIR.

const BACKUP_BUCKET = 'reelboard-backups';
let root: string;
let s3: TestS3Server;
let seeded: SeededSite;
let backup: string;
let restored: { site: Awaited<ReturnType<typeof createTestApp>>; drop: () => Promise<void> } | undefined;

const envOf = (dataDir: string, databaseUrl: string) => ({
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'silent',
  ...s3Settings(s3),
});

async function emptyBucket() {
  const options = loadConfig(envOf(root, 'postgres://localhost/unused')).s3;
  if (!options) throw new Error('the S3 settings are missing');
  const bucket = createS3Storage(options);
  const keys: string[] = [];
  for await (const object of bucket.list('')) keys.push(object.key);
  for (const key of keys) await bucket.delete(key);
}

beforeAll(async () => {
  root = await mkdtemp('/tmp/backup-s3-');
  await chmod(root, 0o755);
  s3 = await startS3Server(path.join(root, 's3'));
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: S3_TEST_CREDENTIALS,
  });
  await client.send(new CreateBucketCommand({ Bucket: BACKUP_BUCKET }));
  client.destroy();

  const database = await createEmptyDatabase();
  await migrated(database.url);
  const site = await createTestApp(envOf(path.join(root, 'site'), database.url), {
    databaseUrl: database.url,
  });
  try {
    seeded = await seedSite(site, root);
    backup = (await site.services.backups.run('cli', `s3://${BACKUP_BUCKET}/site-a`)).location;
  } finally {
    await site.close();
    await database.drop(); // the database server is lost...
  }
  await emptyBucket(); // ...and so is the bucket
  await rm(path.join(root, 'site'), { recursive: true, force: true });
}, 240_000);
afterAll(async () => {
  await restored?.site.close();
  await restored?.drop();
  await s3?.close();
  await rm(root, { recursive: true, force: true });
});

describe('backup and restore on external PostgreSQL and S3', () => {
  it('writes the backup under the S3 prefix, named by its time, and never into the site’s bucket', async () => {
    expect(backup).toMatch(new RegExp(`^s3://${BACKUP_BUCKET}/site-a/reelboard-\\d{8}T\\d{6}\\.\\d{3}Z$`));
    const s3Access = loadConfig(envOf(root, 'postgres://localhost/unused')).s3;
    const destination = openDestination(`s3://${BACKUP_BUCKET}/site-a`, s3Access);
    expect(await destination.names()).toEqual([path.basename(backup)]);
    const site = backupSiteOf(
      loadConfig(envOf(root, 'postgres://localhost/unused')),
      'secret',
      'postgres://localhost/x',
    );
    await expect(createBackup(site, `s3://${S3_TEST_BUCKET}/backups`)).rejects.toThrow(
      `Back up to another bucket than the site's own (${S3_TEST_BUCKET}, S3_BUCKET).`,
    );
  });

  it('brings the site back on an empty database and bucket: sign-in, media, comment and order', async () => {
    const database = await createEmptyDatabase();
    const env = envOf(path.join(root, 'restored'), database.url);
    const result = await restoreBackup(loadConfig(env), backup);
    expect(result.objects).toBeGreaterThan(1);
    restored = { site: await createTestApp(env, { databaseUrl: database.url }), drop: database.drop };
    await expectRestored(restored.site, seeded);
  }, 120_000);

  it('refuses to restore over the live site', async () => {
    const env = envOf(path.join(root, 'restored'), String(restored?.site.database.url));
    await expect(restoreBackup(loadConfig(env), backup)).rejects.toThrow(
      `Refusing to restore: the bucket ${S3_TEST_BUCKET} already holds a site.`,
    );
  });
});
