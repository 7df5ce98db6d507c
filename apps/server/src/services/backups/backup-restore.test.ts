import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedSite, expectRestored, type SeededSite, seedSite } from '../../../test/backup-sites.ts';
import { loadConfig } from '../../config.ts';
import { backupRuns } from '../../db/backup-schema.ts';
import { restoreBackup } from './restore-backup.ts';

// The embedded default (issue 25, section 4): a seeded site with an upload, a comment and an
// order is backed up while it runs, wiped, and restored into a fresh data folder, where it
// signs in, plays the video and finds the comment and the order. Damaged, foreign and live
// targets are refused with a clear message and nothing written.

let root: string;
let seeded: SeededSite;
let backup: string;
let restored: Awaited<ReturnType<typeof embeddedSite>> | undefined;

const configOf = (dataDir: string) => loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });

beforeAll(async () => {
  root = await mkdtemp('/tmp/backup-embedded-');
  await chmod(root, 0o755); // the postgres system user reaches the data folders when we run as root
  const original = await embeddedSite(path.join(root, 'site'));
  try {
    seeded = await seedSite(original.site, root);
    const result = await original.site.services.backups.run('cli', path.join(root, 'backups'));
    backup = result.location;
    const [run] = await original.site.database.db.select().from(backupRuns);
    expect(run).toMatchObject({ status: 'succeeded', destination: backup, trigger: 'cli' });
  } finally {
    await original.close();
  }
  await rm(path.join(root, 'site'), { recursive: true, force: true }); // the disk is lost
}, 240_000);
afterAll(async () => {
  await restored?.close();
  await rm(root, { recursive: true, force: true });
});

describe('backup and restore on the embedded default', () => {
  it('writes the dump, the objects, the secrets, a manifest and a checksum of every file', async () => {
    const files = await readdir(backup, { recursive: true });
    expect(files).toEqual(
      expect.arrayContaining([
        'manifest.json',
        'database.dump',
        'secrets.json',
        'objects.json',
        'SHA256SUMS',
      ]),
    );
    const manifest = JSON.parse(await readFile(path.join(backup, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ format: 'reelboard-backup', formatVersion: 1, storageKind: 'local' });
    expect(manifest.databaseServerVersion).toMatch(/^15\./);
    const sums = (await readFile(path.join(backup, 'SHA256SUMS'), 'utf8')).trim().split('\n');
    expect(sums).toHaveLength(4 + manifest.objects.count);
    expect(manifest.objects.count).toBeGreaterThan(1);
  });

  it('refuses a damaged backup and writes nothing', async () => {
    const damaged = path.join(root, 'damaged');
    await cp(backup, damaged, { recursive: true });
    const [object] = JSON.parse(await readFile(path.join(damaged, 'objects.json'), 'utf8')) as {
      key: string;
    }[];
    await writeFile(path.join(damaged, 'objects', String(object?.key)), 'flipped bits');
    const target = path.join(root, 'target-damaged');
    await expect(restoreBackup(configOf(target), damaged)).rejects.toThrow(
      `The backup at ${damaged} is damaged: objects/${object?.key} does not match its checksum. Nothing was restored.`,
    );
    expect(await readdir(target).catch(() => [])).toEqual([]);
  });

  it('refuses a folder or file that is not a Reelboard backup, or another program’s manifest', async () => {
    const foreign = path.join(root, 'foreign');
    await mkdir(foreign);
    await writeFile(path.join(foreign, 'dump.sql'), 'select 1;');
    const target = path.join(root, 'target-foreign');
    await expect(restoreBackup(configOf(target), foreign)).rejects.toThrow(
      `${foreign} is not a Reelboard backup (it has no manifest.json). Nothing was restored.`,
    );
    const file = path.join(foreign, 'dump.sql'); // a file, not a backup's folder
    await expect(restoreBackup(configOf(target), file)).rejects.toThrow(
      `${file} is not a Reelboard backup (it has no manifest.json). Nothing was restored.`,
    );
    await writeFile(path.join(foreign, 'manifest.json'), JSON.stringify({ name: 'some-app', version: 3 }));
    await expect(restoreBackup(configOf(target), foreign)).rejects.toThrow(
      `${foreign} is not a Reelboard backup (its manifest.json is another program's). Nothing was restored.`,
    );
    expect(await readdir(target).catch(() => [])).toEqual([]);
  });

  it('brings the site back on a fresh data folder: sign-in, media, comment and order', async () => {
    const dataDir = path.join(root, 'restored');
    const result = await restoreBackup(configOf(dataDir), backup);
    expect(result.objects).toBeGreaterThan(1);
    restored = await embeddedSite(dataDir);
    await expectRestored(restored.site, seeded);
  }, 120_000);

  it('refuses to overwrite a live site, and replaces it when forced', async () => {
    const dataDir = path.join(root, 'restored');
    await expect(restoreBackup(configOf(dataDir), backup)).rejects.toThrow(
      `Refusing to restore: ${path.join(dataDir, 'storage')} already holds a site. Restore into an empty data folder or database and store, or pass --force to replace it.`,
    );
    await restoreBackup(configOf(dataDir), backup, { force: true });
    await expectRestored(restored?.site as NonNullable<typeof restored>['site'], seeded);
  }, 60_000);
});
