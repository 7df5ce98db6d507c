import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { S3StorageOptions } from '../../storage/s3-settings.ts';
import { createS3Storage } from '../../storage/s3-storage.ts';
import { BACKUP_NAME } from './backup-format.ts';

// Where backups go and come from: a local folder, or a prefix in an S3 bucket reached with
// the site's S3_* endpoint and credentials (the bucket named in the URL). A DEST holds one
// folder (or prefix) per backup, named by its time; a SOURCE is one of those.

export type Written = { sha256: string; bytes: number };

export type BackupWriter = {
  location: string;
  /** Writes one file of the backup, answering its SHA-256 and size. */
  write(file: string, body: Readable | Buffer): Promise<Written>;
  /** Makes the backup visible under its name (the local folder is written aside first). */
  finish(): Promise<void>;
  abandon(): Promise<void>;
};

export type BackupReader = {
  location: string;
  /** The file's bytes, or undefined when the backup has no such file. */
  read(file: string): Promise<Readable | undefined>;
};

export type BackupDestination = {
  location: string;
  start(name: string): BackupWriter;
  /** The backups it holds, oldest first. */
  names(): Promise<string[]>;
  remove(name: string): Promise<void>;
};

export type S3Access = Omit<S3StorageOptions, 'bucket'> | undefined;

const S3_URL = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/;

/** `s3://bucket/prefix` or a local folder. */
export function parseLocation(location: string): { bucket: string; prefix: string } | { folder: string } {
  if (!location.startsWith('s3://')) return { folder: path.resolve(location) };
  const match = S3_URL.exec(location);
  if (!match?.[1]) throw new Error(`${location} is not an S3 URL of the form s3://bucket/prefix.`);
  return { bucket: match[1], prefix: (match[2] ?? '').replace(/^\/+|\/+$/g, '') };
}

function hashing(written: Written) {
  const hash = createHash('sha256');
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      written.bytes += chunk.length;
      done(null, chunk);
    },
    flush(done) {
      written.sha256 = hash.digest('hex');
      done();
    },
  });
}

const asStream = (body: Readable | Buffer) => (Buffer.isBuffer(body) ? PassThrough.from([body]) : body);

export function openDestination(location: string, s3: S3Access): BackupDestination {
  const parsed = parseLocation(location);
  return 'folder' in parsed ? folderDestination(parsed.folder) : bucketDestination(parsed, s3);
}

export function openSource(location: string, s3: S3Access): BackupReader {
  const parsed = parseLocation(location);
  if ('folder' in parsed) {
    return {
      location: parsed.folder,
      read: async (file) => {
        const stream = createReadStream(path.join(parsed.folder, file));
        // Opening fails asynchronously: wait for it, so that a missing file answers undefined.
        return await new Promise<Readable | undefined>((resolve, reject) => {
          stream.once('open', () => resolve(stream));
          stream.once('error', (error: NodeJS.ErrnoException) =>
            ['ENOENT', 'EISDIR', 'ENOTDIR'].includes(String(error.code)) ? resolve(undefined) : reject(error),
          );
        });
      },
    };
  }
  const store = createS3Storage({ ...requireS3(s3), bucket: parsed.bucket });
  const key = (file: string) => [parsed.prefix, file].filter(Boolean).join('/');
  return { location, read: async (file) => (await store.get(key(file)))?.body };
}

function folderDestination(folder: string): BackupDestination {
  return {
    location: folder,
    start(name) {
      const partial = path.join(folder, `.${name}.partial`);
      return {
        location: path.join(folder, name),
        async write(file, body) {
          const target = path.join(partial, file);
          await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
          const written = { sha256: '', bytes: 0 };
          await pipeline(asStream(body), hashing(written), createWriteStream(target, { mode: 0o600 }));
          return written;
        },
        finish: () => rename(partial, path.join(folder, name)),
        abandon: () => rm(partial, { recursive: true, force: true }),
      };
    },
    async names() {
      const entries = await readdir(folder).catch(() => [] as string[]);
      return entries.filter((entry) => BACKUP_NAME.test(entry)).sort();
    },
    remove: (name) => rm(path.join(folder, name), { recursive: true, force: true }),
  };
}

function requireS3(s3: S3Access): Omit<S3StorageOptions, 'bucket'> {
  // Without S3_* settings the SDK's default chain (AWS_* variables, profile, instance role).
  return s3 ?? { region: process.env.AWS_REGION ?? 'us-east-1', forcePathStyle: false };
}

function bucketDestination(parsed: { bucket: string; prefix: string }, s3: S3Access): BackupDestination {
  const options = { ...requireS3(s3), bucket: parsed.bucket };
  const store = createS3Storage(options);
  const under = (...parts: string[]) => [parsed.prefix, ...parts].filter(Boolean).join('/');
  return {
    location: `s3://${parsed.bucket}/${parsed.prefix}`,
    start(name) {
      const keys: string[] = [];
      return {
        location: `s3://${parsed.bucket}/${under(name)}`,
        async write(file, body) {
          const written = { sha256: '', bytes: 0 };
          const key = under(name, file);
          keys.push(key);
          await store.put(key, asStream(body).pipe(hashing(written)), 'application/octet-stream');
          return written;
        },
        finish: async () => {},
        abandon: async () => {
          for (const key of keys) await store.delete(key);
        },
      };
    },
    async names() {
      const folders = await listS3Folders(options, `${under()}${parsed.prefix ? '/' : ''}`);
      return folders
        .map((folder) => folder.slice(0, -1).split('/').pop() ?? '')
        .filter((name) => BACKUP_NAME.test(name))
        .sort();
    },
    async remove(name) {
      const keys: string[] = [];
      for await (const object of store.list(`${under(name)}/`)) keys.push(object.key);
      for (const key of keys) await store.delete(key);
    },
  };
}

/** The "folders" one level under a prefix (Storage.list answers objects, not these). */
async function listS3Folders(options: S3StorageOptions, prefix: string): Promise<string[]> {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
  });
  const found: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({
        Bucket: options.bucket,
        Prefix: prefix,
        Delimiter: '/',
        ContinuationToken: token,
      }),
    );
    found.push(...(page.CommonPrefixes ?? []).map((entry) => entry.Prefix ?? ''));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  client.destroy();
  return found;
}
