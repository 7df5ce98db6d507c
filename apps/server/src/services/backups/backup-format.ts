import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { isValidKey } from '../../storage/keys.ts';

// What one backup holds (ADR 0042), as files under one folder or S3 prefix:
//   manifest.json   what made it: the format, the schema, the database server, the store
//   database.dump   pg_dump --format=custom of the site's database, one snapshot
//   secrets.json    DATA_DIR's generated secrets, when the data directory holds them
//   objects.json    every stored object: key, size, ETag and content type
//   objects/<key>   each object's bytes
//   SHA256SUMS      sha256sum's format, one line per other file; written last, so a backup
//                   without it is incomplete
export const FORMAT = 'reelboard-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';
export const DUMP_FILE = 'database.dump';
export const SECRETS_FILE = 'secrets.json';
export const OBJECTS_FILE = 'objects.json';
export const SUMS_FILE = 'SHA256SUMS';
export const objectFile = (key: string) => `objects/${key}`;

/** A backup's folder name: its UTC time to the millisecond, so that names sort by age. */
export const backupName = (at: Date) => `reelboard-${at.toISOString().replace(/[-:]/g, '')}`;
export const BACKUP_NAME = /^reelboard-\d{8}T\d{6}\.\d{3}Z$/;

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int().positive(),
  /** The newest database migration of the Reelboard that made it (there is no release number). */
  appVersion: z.string(),
  createdAt: z.string(),
  /** server_version of the database it was dumped from, e.g. "15.18". */
  databaseServerVersion: z.string(),
  storageKind: z.enum(['local', 's3']),
  objects: z.object({ count: z.number().int().nonnegative(), bytes: z.number().int().nonnegative() }),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

export const objectListSchema = z.array(
  z.object({
    key: z.string().refine(isValidKey, 'an invalid storage key'),
    size: z.number().int().nonnegative(),
    etag: z.string(),
    contentType: z.string(),
  }),
);
export type BackedUpObject = z.infer<typeof objectListSchema>[number];

/** Paths inside a backup: relative, no '..' or empty segment, safe characters only. */
const SAFE_PATH = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;
const isSafePath = (file: string) => SAFE_PATH.test(file) && !file.split('/').some((part) => part === '..');

export function formatSums(sums: Map<string, string>): string {
  return [...sums].map(([file, digest]) => `${digest}  ${file}\n`).join('');
}

/** Answers undefined when the text is not a checksum file this format writes. */
export function parseSums(text: string): Map<string, string> | undefined {
  const sums = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const match = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
    if (!match?.[1] || !match[2] || !isSafePath(match[2]) || sums.has(match[2])) return undefined;
    sums.set(match[2], match[1]);
  }
  return sums;
}

const JOURNAL = new URL('../../db/migrations/meta/_journal.json', import.meta.url);

/** The tags of this Reelboard's migrations, oldest first. */
export async function migrationTags(): Promise<string[]> {
  const journal = JSON.parse(await readFile(JOURNAL, 'utf8')) as { entries: { tag: string }[] };
  return journal.entries.map((entry) => entry.tag);
}
