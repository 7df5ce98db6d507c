// Over 300 lines because one driver holds the whole S3-compatible protocol: objects, signed URLs, multipart.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { AppError, badInput, notFound } from '../errors.ts';
import { createCompletedUploads } from './completed-uploads.ts';
import { joinFiles, md5OfChunks } from './file-threads.ts';
import { assertValidKey } from './keys.ts';
import {
  assertCompletionList,
  assertDeclaredSize,
  assertPartsMatch,
  assertValidContentType,
  assertValidPartNumber,
  assertValidPrefix,
  assertValidSignedUrlSeconds,
  DEFAULT_SIGNED_URL_SECONDS,
  MAX_OBJECT_BYTES,
  MAX_PART_BYTES,
  multipartEtag,
  type Storage,
  type StoredObject,
  sizeMismatch,
  type UploadedPart,
} from './storage.ts';

// Layout under rootDir:
//   <key>                 the object's bytes
//   <key>~meta.json       its metadata; '~' never occurs in a key, so no key names a sidecar
//   .tmp/                 files being written, renamed into place when complete
//   .multipart/<id>/      one multipart upload: upload.json, <n>.part and <n>.json per part
//   .multipart/<id>.completed   the note that it completed (completed-uploads.ts)
// Keys have no segment starting with a dot, so they never reach .tmp or .multipart.
// The sidecar is renamed into place after the bytes, so an object exists exactly when its
// sidecar does.

export type LocalDiskStorage = Storage & {
  /** Checks a signed read link's query: genuine and not expired. */
  verifyReadSignature(key: string, expires: unknown, signature: unknown): boolean;
  /** Checks a signed part-upload link's query: genuine and not expired. */
  verifyPartSignature(uploadId: string, partNumber: number, expires: unknown, signature: unknown): boolean;
  /**
   * A part PUT to a signed link: uploadPart for the upload the link names, whatever its key,
   * reading the upload's upload.json once.
   */
  receivePart(
    uploadId: string,
    partNumber: number,
    body: Buffer | Readable,
    options?: { size?: number },
  ): Promise<UploadedPart>;
  /** Every stored object, in key order (for `reelboard storage migrate`). */
  listObjects(): Promise<StoredObject[]>;
};

const SIDECAR = '~meta.json';

type Metadata = { contentType: string; size: number; etag: string; lastModified: string };
type UploadInfo = { key: string; contentType: string; initiated: string };

const UPLOAD_ID = /^[0-9a-f]{32}$/;

const MAX_KEPT_PUBLIC_URLS = 10_000;
const WRITE_BATCH_BYTES = 1 << 20;

export function createLocalDiskStorage(options: {
  rootDir: string;
  publicUrl: string;
  secret: string;
  /** Milliseconds since the epoch; tests move the clock. */
  now?: () => number;
}): LocalDiskStorage {
  const rootDir = path.resolve(options.rootDir);
  const tmpDir = path.join(rootDir, '.tmp');
  const multipartDir = path.join(rootDir, '.multipart');
  const baseUrl = options.publicUrl.replace(/\/$/, '');
  const nowSeconds = () => Math.floor((options.now ?? Date.now)() / 1000);
  const completedUploads = createCompletedUploads(multipartDir);
  // Lists name the same thumbnails and avatars for every reader: each key is checked once.
  const publicUrls = new Map<string, string>();

  function objectPath(key: string): string {
    assertValidKey(key);
    const resolved = path.resolve(rootDir, key);
    if (!resolved.startsWith(rootDir + path.sep)) throw badInput('Invalid storage key.');
    return resolved;
  }
  const metadataPath = (key: string) => `${objectPath(key)}${SIDECAR}`;

  function uploadDir(uploadId: string): string {
    if (typeof uploadId !== 'string' || !UPLOAD_ID.test(uploadId)) throw uploadNotFound();
    return path.join(multipartDir, uploadId);
  }
  const partFile = (dir: string, partNumber: number, suffix: string) =>
    path.join(dir, `${String(partNumber).padStart(5, '0')}.${suffix}`);

  // --- signing -------------------------------------------------------------------------
  const sign = (payload: string) => createHmac('sha256', options.secret).update(payload).digest('hex');

  function verify(payload: string, expires: unknown, signature: unknown): boolean {
    if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires)) return false;
    if (Number(expires) <= nowSeconds()) return false;
    if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false;
    return timingSafeEqual(Buffer.from(sign(`${payload}\n${expires}`), 'hex'), Buffer.from(signature, 'hex'));
  }

  function signedQuery(payload: string, expiresInSeconds: number): string {
    assertValidSignedUrlSeconds(expiresInSeconds);
    const expires = String(nowSeconds() + expiresInSeconds);
    return `X-Expires=${expires}&X-Signature=${sign(`${payload}\n${expires}`)}`;
  }

  // --- writing -------------------------------------------------------------------------
  // Streams a body into a new file in `dir`, counting on the way, and stops as soon as it
  // grows past `maxBytes`; its chunks are hashed in a worker thread once written. The
  // caller renames the file into place.
  async function writeTemp(
    dir: string,
    body: Buffer | Readable,
    limit: { maxBytes: number; tooLarge: string; declaredSize?: number },
  ): Promise<{ file: string; size: number; etag: string }> {
    assertDeclaredSize(limit.declaredSize, limit.maxBytes, limit.tooLarge);
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, `${randomBytes(12).toString('hex')}.tmp`);
    const hashing = md5OfChunks();
    // A request's body chunks are copies Node's HTTP parser made for this request alone
    // (on_body), so once written they can move to the worker; anyone else's are copied.
    const move = body instanceof IncomingMessage;
    try {
      const size = await writeInBatches(file, body, limit, (chunks) => hashing.add(chunks, { move }));
      if (limit.declaredSize !== undefined && size !== limit.declaredSize) {
        throw sizeMismatch(limit.declaredSize, size);
      }
      return { file, size, etag: await hashing.digest() };
    } catch (error) {
      hashing.abandon();
      await rm(file, { force: true });
      throw error;
    }
  }

  async function commit(
    key: string,
    written: { file: string; size: number; etag: string },
    contentType: string,
  ): Promise<StoredObject> {
    const target = objectPath(key);
    const metadata: Metadata = {
      contentType,
      size: written.size,
      etag: written.etag,
      lastModified: new Date(options.now?.() ?? Date.now()).toISOString(),
    };
    const metadataTemp = path.join(tmpDir, `${randomBytes(12).toString('hex')}.meta.tmp`);
    try {
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(metadataTemp, JSON.stringify(metadata), { flag: 'wx' });
      await rename(written.file, target);
      await rename(metadataTemp, metadataPath(key));
    } catch (error) {
      await Promise.all([rm(written.file, { force: true }), rm(metadataTemp, { force: true })]);
      throw error;
    }
    return toStoredObject(key, metadata);
  }

  // --- reading -------------------------------------------------------------------------
  async function readJson<T>(file: string): Promise<T | undefined> {
    try {
      return JSON.parse(await readFile(file, 'utf8')) as T;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async function head(key: string): Promise<StoredObject | undefined> {
    const metadata = await readJson<Metadata>(metadataPath(key));
    return metadata && toStoredObject(key, metadata);
  }

  async function readUpload(uploadId: string, key?: string): Promise<{ dir: string; upload: UploadInfo }> {
    const dir = uploadDir(uploadId);
    const upload = await readJson<UploadInfo>(path.join(dir, 'upload.json'));
    if (!upload || (key !== undefined && upload.key !== key)) throw uploadNotFound();
    return { dir, upload };
  }

  // readUpload for the calls that add to an upload: a completed one answers 409.
  async function openUpload(uploadId: string, key?: string): Promise<{ dir: string; upload: UploadInfo }> {
    try {
      return await readUpload(uploadId, key);
    } catch (error) {
      if (isNotFound(error)) throw await notOpen(uploadId);
      throw error;
    }
  }

  const notOpen = async (uploadId: string) =>
    (await completedUploads.has(uploadId)) ? alreadyComplete() : uploadNotFound();

  async function listParts(key: string, uploadId: string): Promise<UploadedPart[]> {
    assertValidKey(key);
    const { dir } = await readUpload(uploadId, key);
    return partsIn(dir);
  }

  async function partsIn(dir: string): Promise<UploadedPart[]> {
    const names = (await readdir(dir)).filter((name) => /^\d{5}\.json$/.test(name));
    const parts = await Promise.all(names.map((name) => readJson<UploadedPart>(path.join(dir, name))));
    return parts.filter((part) => part !== undefined).sort((a, b) => a.partNumber - b.partNumber);
  }

  // Written in .tmp, not in the upload's folder: a part still arriving when the upload
  // completes must not put anything there, only fail to rename its file into it.
  async function writePart(
    dir: string,
    uploadId: string,
    partNumber: number,
    body: Buffer | Readable,
    declaredSize: number | undefined,
  ): Promise<UploadedPart> {
    const written = await writeTemp(tmpDir, body, {
      maxBytes: MAX_PART_BYTES,
      tooLarge: 'A part can be at most 5 GiB.',
      declaredSize,
    });
    const part: UploadedPart = { partNumber, etag: written.etag, size: written.size };
    const partJsonTemp = `${written.file}.json`;
    try {
      await writeFile(partJsonTemp, JSON.stringify(part), { flag: 'wx' });
      await rename(written.file, partFile(dir, partNumber, 'part'));
      await rename(partJsonTemp, partFile(dir, partNumber, 'json'));
    } catch (error) {
      await Promise.all([rm(written.file, { force: true }), rm(partJsonTemp, { force: true })]);
      // The upload was aborted or completed while this part was arriving.
      if (isMissing(error)) throw await notOpen(uploadId);
      throw error;
    }
    return part;
  }

  // Joins the listed parts of a closed upload's folder into the object, as S3 does: each
  // listed part must be there with its ETag, and all but the last at least 5 MiB. The bytes
  // are copied once and not hashed again: the object's ETag is S3's multipart one, made
  // from the parts' MD5s.
  async function joinParts(
    dir: string,
    key: string,
    contentType: string,
    parts: { partNumber: number; etag: string }[],
  ): Promise<StoredObject> {
    const joined = assertPartsMatch(parts, await partsIn(dir));
    const size = joined.reduce((total, part) => total + part.size, 0);
    if (size > MAX_OBJECT_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'An object can be at most 5 TB.');
    const file = path.join(tmpDir, `${randomBytes(12).toString('hex')}.tmp`);
    try {
      await joinFiles(
        file,
        joined.map((part) => partFile(dir, part.partNumber, 'part')),
      );
    } catch (error) {
      await rm(file, { force: true });
      throw error;
    }
    return commit(key, { file, size, etag: multipartEtag(joined) }, contentType);
  }

  // Every object under a folder, found by its sidecar, with the key the store names it by.
  async function* objectsUnder(dir: string): AsyncGenerator<{ key: string; metadata: Metadata }> {
    let entries: Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      // .tmp and .multipart hold no objects; keys never start a segment with a dot.
      if (entry.name.startsWith('.')) continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) yield* objectsUnder(file);
      else if (entry.name.endsWith(SIDECAR)) {
        const key = path.relative(rootDir, file.slice(0, -SIDECAR.length)).split(path.sep).join('/');
        const metadata = await readJson<Metadata>(file);
        if (metadata) yield { key, metadata };
      }
    }
  }

  const driver: LocalDiskStorage = {
    async put(key, body, contentType, putOptions) {
      objectPath(key);
      assertValidContentType(contentType);
      const written = await writeTemp(tmpDir, body, {
        maxBytes: MAX_OBJECT_BYTES,
        tooLarge: 'An object can be at most 5 TB.',
        declaredSize: putOptions?.size,
      });
      return commit(key, written, contentType);
    },

    head,

    async get(key, range) {
      const object = await head(key);
      if (!object) return undefined;
      if (range && !(range.start >= 0 && range.start <= range.end && range.end < object.size)) {
        throw badInput('Invalid byte range.');
      }
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(objectPath(key), 'r');
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      return { object, body: handle.createReadStream(range ?? {}) };
    },

    async delete(key) {
      // The sidecar goes first: from then on the object does not exist for readers.
      await rm(metadataPath(key), { force: true });
      await rm(objectPath(key), { force: true });
    },

    async copy(fromKey, toKey) {
      const found = await driver.get(fromKey);
      if (!found) throw notFound('Not found.');
      return driver.put(toKey, found.body, found.object.contentType, { size: found.object.size });
    },

    // A link names a key and touches no file: a valid key is all it needs, and a valid key
    // cannot leave the root (keys.ts).
    async signedReadUrl(key, expiresInSeconds = DEFAULT_SIGNED_URL_SECONDS) {
      assertValidKey(key);
      return `${baseUrl}/storage/${key}?${signedQuery(`GET\n${key}`, expiresInSeconds)}`;
    },

    publicUrl(key) {
      const known = publicUrls.get(key);
      if (known) return known;
      assertValidKey(key);
      if (!key.startsWith('public/')) throw badInput('Only keys under public/ have a public URL.');
      if (publicUrls.size >= MAX_KEPT_PUBLIC_URLS) publicUrls.clear();
      const url = `${baseUrl}/storage/${key}`;
      publicUrls.set(key, url);
      return url;
    },

    async createMultipartUpload(key, contentType) {
      objectPath(key);
      assertValidContentType(contentType);
      const uploadId = randomBytes(16).toString('hex');
      const dir = uploadDir(uploadId);
      await mkdir(dir, { recursive: true });
      const upload: UploadInfo = { key, contentType, initiated: new Date().toISOString() };
      await writeFile(path.join(dir, 'upload.json'), JSON.stringify(upload), { flag: 'wx' });
      return { uploadId };
    },

    // As S3's presigned part URLs, a link touches no file: the PUT finds out whether the
    // upload is still open (the upload service signs only for the owner of an open upload).
    async signedPartUrl(key, uploadId, partNumber, expiresInSeconds = DEFAULT_SIGNED_URL_SECONDS) {
      assertValidKey(key);
      assertValidPartNumber(partNumber);
      uploadDir(uploadId);
      const query = signedQuery(`PUT\n${uploadId}/${partNumber}`, expiresInSeconds);
      return `${baseUrl}/storage-upload/${uploadId}/${partNumber}?${query}`;
    },

    async uploadPart(key, uploadId, partNumber, body, partOptions) {
      assertValidKey(key);
      assertValidPartNumber(partNumber);
      const { dir } = await openUpload(uploadId, key);
      return writePart(dir, uploadId, partNumber, body, partOptions?.size);
    },

    async receivePart(uploadId, partNumber, body, partOptions) {
      assertValidPartNumber(partNumber);
      const { dir } = await openUpload(uploadId);
      return writePart(dir, uploadId, partNumber, body, partOptions?.size);
    },

    listParts,

    async completeMultipartUpload(key, uploadId, parts) {
      assertValidKey(key);
      const { dir, upload } = await openUpload(uploadId, key);
      assertCompletionList(parts);
      // Closed before its parts are read: the note first (so late parts hear why), then the
      // folder moves into .tmp in one rename. A part still arriving then fails to rename
      // into the folder and cannot change the parts being joined. If completing fails, the
      // folder moves back and the client may try again.
      const closed = path.join(tmpDir, `${uploadId}-${randomBytes(6).toString('hex')}.completing`);
      await mkdir(tmpDir, { recursive: true });
      await completedUploads.mark(uploadId);
      try {
        await rename(dir, closed);
      } catch (error) {
        // Another call completed or aborted it first; that one keeps the note or not.
        if (isMissing(error)) throw await notOpen(uploadId);
        await completedUploads.unmark(uploadId);
        throw error;
      }
      let object: StoredObject;
      try {
        object = await joinParts(closed, key, upload.contentType, parts);
      } catch (error) {
        await rename(closed, dir);
        await completedUploads.unmark(uploadId);
        throw error;
      }
      // The joined parts are removed after the answer: the object is whole without it, and
      // freeing 200 MB of parts took 240 ms on an ext4 disk with online discard (ADR 0020).
      // A crash before then leaves the folder in .tmp, as a crash while joining does.
      void rm(closed, { recursive: true, force: true }).catch(() => {});
      await completedUploads.sweep();
      return object;
    },

    async abortMultipartUpload(key, uploadId) {
      assertValidKey(key);
      const { dir } = await readUpload(uploadId, key);
      await rm(dir, { recursive: true, force: true });
    },

    async ping() {
      try {
        await mkdir(tmpDir, { recursive: true });
        const probe = path.join(tmpDir, `ping-${randomBytes(6).toString('hex')}`);
        await writeFile(probe, 'ok');
        await unlink(probe);
        return true;
      } catch {
        return false;
      }
    },

    verifyReadSignature(key, expires, signature) {
      return verify(`GET\n${key}`, expires, signature);
    },

    verifyPartSignature(uploadId, partNumber, expires, signature) {
      return verify(`PUT\n${uploadId}/${partNumber}`, expires, signature);
    },

    async *list(prefix) {
      assertValidPrefix(prefix);
      // Walks only the folder the prefix names; a partial last segment filters its names.
      const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
      for await (const { key, metadata } of objectsUnder(path.join(rootDir, folder))) {
        if (key.startsWith(prefix)) yield { key, size: metadata.size };
      }
    },

    async listObjects() {
      const objects: StoredObject[] = [];
      for await (const { key, metadata } of objectsUnder(rootDir))
        objects.push(toStoredObject(key, metadata));
      return objects.sort((a, b) => (a.key < b.key ? -1 : 1));
    },
  };
  return driver;
}

// Writes a body into a new file WRITE_BATCH_BYTES at a time, not chunk by chunk (64 KiB
// from a socket): each write wakes a thread of libuv's pool, and a wake-up per chunk cost
// the server's thread about as much as copying the bytes (ADR 0020). Hands each batch to
// `written` once it is in the file, and answers the size.
async function writeInBatches(
  file: string,
  body: Buffer | Readable,
  limit: { maxBytes: number; tooLarge: string },
  written: (chunks: Buffer[]) => void,
): Promise<number> {
  await using out = await open(file, 'wx');
  let size = 0;
  let batch: Buffer[] = [];
  let batched = 0;
  const flush = async () => {
    const { bytesWritten } = await out.writev(batch);
    written(batch);
    if (bytesWritten !== batched) throw new Error(`Wrote ${bytesWritten} of ${batched} bytes.`);
    batch = [];
    batched = 0;
  };
  for await (const chunk of Buffer.isBuffer(body) ? [body] : (body as AsyncIterable<Buffer>)) {
    size += chunk.length;
    if (size > limit.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', limit.tooLarge);
    batch.push(chunk);
    batched += chunk.length;
    if (batched >= WRITE_BATCH_BYTES) await flush();
  }
  if (batched > 0) await flush();
  return size;
}

function toStoredObject(key: string, metadata: Metadata): StoredObject {
  return {
    key,
    size: metadata.size,
    contentType: metadata.contentType,
    etag: metadata.etag,
    lastModified: new Date(metadata.lastModified),
  };
}

const uploadNotFound = () => notFound('Upload not found.');
const alreadyComplete = () => new AppError('CONFLICT', 'This upload is already complete.');
const isNotFound = (error: unknown) => error instanceof AppError && error.code === 'NOT_FOUND';

// ENOTDIR: a key whose folder is an object, such as a/b when a exists.
const isMissing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');
