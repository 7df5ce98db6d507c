import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { PassThrough, type Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  type BackedUpObject,
  type BackupManifest,
  DUMP_FILE,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_FILE,
  manifestSchema,
  migrationTags,
  OBJECTS_FILE,
  objectFile,
  objectListSchema,
  parseSums,
  SECRETS_FILE,
  SUMS_FILE,
} from './backup-format.ts';
import type { BackupReader } from './backup-target.ts';

export type VerifiedBackup = {
  manifest: BackupManifest;
  objects: BackedUpObject[];
  /** A local copy of the dump (pg_restore reads a file). */
  dumpFile: string;
  secrets: Buffer | undefined;
};

/** Why a backup cannot be restored; nothing has been written when it is thrown. */
export class BackupRefused extends Error {}

const damaged = (reader: BackupReader, why: string) =>
  new BackupRefused(`The backup at ${reader.location} is damaged: ${why}. Nothing was restored.`);
const foreign = (reader: BackupReader, why: string) =>
  new BackupRefused(`${reader.location} is not a Reelboard backup (${why}). Nothing was restored.`);

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// Reads every file of the backup once and checks it against SHA256SUMS, and the manifest
// and the object list against each other, before the restore writes anything.
export async function verifyBackup(reader: BackupReader, workDir: string): Promise<VerifiedBackup> {
  const [manifestStream, sumsStream] = [await reader.read(MANIFEST_FILE), await reader.read(SUMS_FILE)];
  if (!manifestStream) throw foreign(reader, `it has no ${MANIFEST_FILE}`);
  const manifestBytes = await readAll(manifestStream);
  const manifest = parseManifest(reader, manifestBytes);
  if (!sumsStream) throw damaged(reader, `${SUMS_FILE} is missing, so the backup may be incomplete`);
  const sums = parseSums((await readAll(sumsStream)).toString('utf8'));
  if (!sums) throw damaged(reader, `${SUMS_FILE} is not a list of SHA-256 checksums`);
  for (const required of [MANIFEST_FILE, DUMP_FILE, OBJECTS_FILE]) {
    if (!sums.has(required)) throw damaged(reader, `${SUMS_FILE} does not list ${required}`);
  }

  const check = async (file: string, body: Readable | undefined, keep?: Writable) => {
    if (!body) throw damaged(reader, `${file} is missing`);
    const hash = createHash('sha256');
    let bytes = 0;
    const counting = new PassThrough();
    counting.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      bytes += chunk.length;
    });
    await pipeline(body, counting, keep ?? discard());
    if (hash.digest('hex') !== sums.get(file)) throw damaged(reader, `${file} does not match its checksum`);
    return bytes;
  };
  await check(MANIFEST_FILE, PassThrough.from([manifestBytes]));
  const objectsBytes = await readAll(await present(reader, OBJECTS_FILE));
  await check(OBJECTS_FILE, PassThrough.from([objectsBytes]));
  const objects = parseObjects(reader, objectsBytes);
  if (objects.length !== manifest.objects.count)
    throw damaged(reader, 'the object list and the manifest differ');

  const listed = new Set([MANIFEST_FILE, DUMP_FILE, OBJECTS_FILE, SECRETS_FILE]);
  for (const object of objects) {
    const file = objectFile(object.key);
    listed.add(file);
    if (!sums.has(file)) throw damaged(reader, `${SUMS_FILE} does not list ${file}`);
    const bytes = await check(file, await reader.read(file));
    if (bytes !== object.size) throw damaged(reader, `${file} is not the size the object list gives`);
  }
  const stray = [...sums.keys()].find((file) => !listed.has(file));
  if (stray) throw damaged(reader, `${stray} is in ${SUMS_FILE} but in no list of the backup`);

  const dumpFile = path.join(workDir, DUMP_FILE);
  await check(DUMP_FILE, await reader.read(DUMP_FILE), createWriteStream(dumpFile, { mode: 0o600 }));
  let secrets: Buffer | undefined;
  if (sums.has(SECRETS_FILE)) {
    secrets = await readAll(await present(reader, SECRETS_FILE));
    await check(SECRETS_FILE, PassThrough.from([secrets]));
  }
  return { manifest, objects, dumpFile, secrets };
}

async function present(reader: BackupReader, file: string): Promise<Readable> {
  const body = await reader.read(file);
  if (!body) throw damaged(reader, `${file} is missing`);
  return body;
}

function parseManifest(reader: BackupReader, bytes: Buffer): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw foreign(reader, `its ${MANIFEST_FILE} is not JSON`);
  }
  if ((json as { format?: unknown })?.format !== FORMAT)
    throw foreign(reader, `its ${MANIFEST_FILE} is another program's`);
  const version = (json as { formatVersion?: unknown }).formatVersion;
  if (typeof version === 'number' && version > FORMAT_VERSION) {
    throw new BackupRefused(
      `The backup at ${reader.location} was made by a newer Reelboard (backup format ${version}); upgrade Reelboard to restore it. Nothing was restored.`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw damaged(reader, `its ${MANIFEST_FILE} lacks what a backup records`);
  return parsed.data;
}

function parseObjects(reader: BackupReader, bytes: Buffer): BackedUpObject[] {
  try {
    return objectListSchema.parse(JSON.parse(bytes.toString('utf8')));
  } catch {
    throw damaged(reader, `${OBJECTS_FILE} is not a list of stored objects`);
  }
}

/** Refuses a backup whose database has migrations this Reelboard does not know. */
export async function assertKnownSchema(reader: BackupReader, manifest: BackupManifest) {
  if ((await migrationTags()).includes(manifest.appVersion)) return;
  throw new BackupRefused(
    `The backup at ${reader.location} was made by a newer Reelboard (database migration ${manifest.appVersion}); upgrade Reelboard to restore it. Nothing was restored.`,
  );
}

const discard = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });
