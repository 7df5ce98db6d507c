// Over 300 lines because one driver holds the whole S3 protocol behind the interface: objects, signed URLs, multipart.
import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { badInput, notFound } from '../errors.ts';
import { countingStream, readAtMost } from './byte-limits.ts';
import { assertValidKey } from './keys.ts';
import { bucketUrl, type S3StorageOptions } from './s3-settings.ts';
import {
  assertCompletionList,
  assertDeclaredSize,
  assertPartsMatch,
  assertValidContentType,
  assertValidPartNumber,
  assertValidPrefix,
  assertValidSignedUrlSeconds,
  bareEtag,
  DEFAULT_SIGNED_URL_SECONDS,
  MAX_OBJECT_BYTES,
  MAX_PART_BYTES,
  type Storage,
  type StoredObject,
  sizeMismatch,
  type UploadedPart,
} from './storage.ts';

// The Storage interface on any S3-compatible store (AWS S3, MinIO, Ceph RGW, R2, Garage),
// through the AWS SDK: every request and every presigned URL is signed by the SDK (ADR
// 0021). Browsers upload parts straight to the bucket at presigned part URLs and read
// public/ keys from the bucket's public URL or a CDN in front of it.

/** `listPageSize`: keys per ListObjectsV2 page (S3's most, 1000, unless a test pages sooner). */
export function createS3Storage(options: S3StorageOptions, tuning: { listPageSize?: number } = {}): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Checksums only where S3 requires them: presigned part URLs must not demand a
    // checksum header that the browser's uploader does not send.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const publicBase = (options.publicBaseUrl ?? bucketUrl(options)).replace(/\/$/, '');

  async function headObject(key: string): Promise<StoredObject | undefined> {
    assertValidKey(key);
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return {
        key,
        size: head.ContentLength ?? 0,
        contentType: head.ContentType ?? 'application/octet-stream',
        etag: bareEtag(head.ETag ?? ''),
        lastModified: head.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isMissingObject(error)) return undefined;
      throw error;
    }
  }

  async function listParts(key: string, uploadId: string): Promise<UploadedPart[]> {
    assertValidKey(key);
    const parts: UploadedPart[] = [];
    let marker: string | undefined;
    try {
      do {
        const page = await client.send(
          new ListPartsCommand({ Bucket, Key: key, UploadId: uploadId, PartNumberMarker: marker }),
        );
        for (const part of page.Parts ?? []) {
          parts.push({
            partNumber: part.PartNumber ?? 0,
            etag: bareEtag(part.ETag ?? ''),
            size: part.Size ?? 0,
          });
        }
        marker = page.IsTruncated ? page.NextPartNumberMarker : undefined;
      } while (marker);
    } catch (error) {
      if (isMissingUpload(error)) throw uploadNotFound();
      throw error;
    }
    return parts.sort((a, b) => a.partNumber - b.partNumber);
  }

  return {
    async put(key, body, contentType, putOptions) {
      assertValidKey(key);
      assertValidContentType(contentType);
      const declared = putOptions?.size;
      assertDeclaredSize(declared, MAX_OBJECT_BYTES, 'An object can be at most 5 TB.');
      if (Buffer.isBuffer(body)) {
        if (declared !== undefined && declared !== body.length) throw sizeMismatch(declared, body.length);
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: body,
            ContentType: contentType,
            CacheControl: cacheControlFor(key),
          }),
        );
      } else {
        // A stream of unknown or declared length goes up in parts (lib-storage), counted on
        // the way: a stream shorter or longer than declared fails and stores nothing.
        const meter = countingStream(declared);
        const upload = new Upload({
          client,
          params: {
            Bucket,
            Key: key,
            Body: body.pipe(meter),
            ContentType: contentType,
            CacheControl: cacheControlFor(key),
          },
        });
        body.on('error', (error) => meter.destroy(error));
        try {
          await upload.done();
        } catch (error) {
          throw meter.mismatch ?? error;
        }
      }
      const stored = await headObject(key);
      if (!stored) throw new Error(`stored object ${key} is missing after its upload`);
      return stored;
    },

    head: headObject,

    async get(key, range) {
      assertValidKey(key);
      if (range && !(range.start >= 0 && range.start <= range.end)) throw badInput('Invalid byte range.');
      try {
        const found = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        const body = found.Body as Readable;
        // S3 shortens a range that runs past the end; the interface refuses it, as the
        // local driver does.
        const total = Number(found.ContentRange?.split('/')[1] ?? found.ContentLength);
        if (range && range.end >= total) {
          body.destroy();
          throw badInput('Invalid byte range.');
        }
        return {
          object: {
            key,
            size: total,
            contentType: found.ContentType ?? 'application/octet-stream',
            etag: bareEtag(found.ETag ?? ''),
            lastModified: found.LastModified ?? new Date(0),
          },
          body,
        };
      } catch (error) {
        if (isMissingObject(error)) return undefined;
        if (errorName(error) === 'InvalidRange') throw badInput('Invalid byte range.');
        throw error;
      }
    },

    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async copy(fromKey, toKey) {
      assertValidKey(fromKey);
      assertValidKey(toKey);
      try {
        const source = await headObject(fromKey);
        if (!source) throw notFound('Not found.');
        await client.send(
          new CopyObjectCommand({
            Bucket,
            Key: toKey,
            CopySource: `${Bucket}/${fromKey}`,
            // The copy gets the caching of its own key, not the source's.
            MetadataDirective: 'REPLACE',
            ContentType: source.contentType,
            CacheControl: cacheControlFor(toKey),
          }),
        );
      } catch (error) {
        if (isMissingObject(error)) throw notFound('Not found.');
        throw error;
      }
      const copied = await headObject(toKey);
      if (!copied) throw new Error(`stored object ${toKey} is missing after its copy`);
      return copied;
    },

    async signedReadUrl(key, expiresInSeconds = DEFAULT_SIGNED_URL_SECONDS) {
      assertValidKey(key);
      assertValidSignedUrlSeconds(expiresInSeconds);
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), {
        expiresIn: expiresInSeconds,
      });
    },

    publicUrl(key) {
      assertValidKey(key);
      if (!key.startsWith('public/')) throw badInput('Only keys under public/ have a public URL.');
      return `${publicBase}/${key}`;
    },

    async createMultipartUpload(key, contentType) {
      assertValidKey(key);
      assertValidContentType(contentType);
      const created = await client.send(
        new CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: contentType }),
      );
      if (!created.UploadId) throw new Error('the store answered no upload id');
      return { uploadId: created.UploadId };
    },

    async signedPartUrl(key, uploadId, partNumber, expiresInSeconds = DEFAULT_SIGNED_URL_SECONDS) {
      assertValidKey(key);
      assertValidPartNumber(partNumber);
      assertValidSignedUrlSeconds(expiresInSeconds);
      const command = new UploadPartCommand({ Bucket, Key: key, UploadId: uploadId, PartNumber: partNumber });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },

    async uploadPart(key, uploadId, partNumber, body, partOptions) {
      assertValidKey(key);
      assertValidPartNumber(partNumber);
      assertDeclaredSize(partOptions?.size, MAX_PART_BYTES, 'A part can be at most 5 GiB.');
      // Browsers send parts straight to the bucket; this call serves tools and tests, so
      // a part (at most 5 GiB) is read into memory to know its length.
      const bytes = Buffer.isBuffer(body) ? body : await readAtMost(body, MAX_PART_BYTES);
      try {
        const sent = await client.send(
          new UploadPartCommand({
            Bucket,
            Key: key,
            UploadId: uploadId,
            PartNumber: partNumber,
            Body: bytes,
          }),
        );
        return { partNumber, etag: bareEtag(sent.ETag ?? ''), size: bytes.length };
      } catch (error) {
        if (isMissingUpload(error)) throw uploadNotFound();
        throw error;
      }
    },

    listParts,

    async completeMultipartUpload(key, uploadId, parts) {
      assertValidKey(key);
      assertCompletionList(parts);
      // Checked here as well as by the store, so that both drivers give the same reasons.
      assertPartsMatch(parts, await listParts(key, uploadId));
      try {
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key: key,
            UploadId: uploadId,
            MultipartUpload: {
              Parts: parts.map((part) => ({ PartNumber: part.partNumber, ETag: `"${bareEtag(part.etag)}"` })),
            },
          }),
        );
      } catch (error) {
        if (isMissingUpload(error)) throw uploadNotFound();
        throw error;
      }
      const stored = await headObject(key);
      if (!stored) throw new Error(`stored object ${key} is missing after its completion`);
      return stored;
    },

    async abortMultipartUpload(key, uploadId) {
      assertValidKey(key);
      // S3 answers an abort of an unknown upload with success; the interface, as the local
      // driver does, tells the caller it is not there.
      await listParts(key, uploadId);
      await client.send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId }));
    },

    async *list(prefix) {
      assertValidPrefix(prefix);
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: prefix || undefined,
            ContinuationToken: token,
            MaxKeys: tuning.listPageSize,
          }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    async ping() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
        return true;
      } catch {
        return false;
      }
    },
  };
}

// Public keys are never reused for other bytes (keys.ts; each processing attempt writes
// under a prefix of its own), so browsers and CDNs may keep them for a year.
const cacheControlFor = (key: string) =>
  key.startsWith('public/') ? 'public, max-age=31536000, immutable' : undefined;

const errorName = (error: unknown) => (error as { name?: string }).name;
const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissingObject = (error: unknown) =>
  ['NoSuchKey', 'NotFound'].includes(errorName(error) ?? '') || statusOf(error) === 404;
const isMissingUpload = (error: unknown) => errorName(error) === 'NoSuchUpload' || statusOf(error) === 404;
const uploadNotFound = () => notFound('Upload not found.');
