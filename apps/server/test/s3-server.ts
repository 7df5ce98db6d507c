import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Sha256 } from '@aws-crypto/sha256-js';
import { S3RequestPresigner } from '@aws-sdk/s3-request-presigner';
import S3rver from 's3rver';

// A real S3-compatible HTTP server for tests: s3rver (ADR 0021), with what it lacks and the
// driver relies on added in front of it, so that the storage contract can fail:
// - SigV4 checks of presigned URLs (signature and expiry; s3rver checks none) and of the
//   access key of signed requests; anonymous reads of public/ only, as a bucket policy
//   allowing public reads of that prefix would;
// - ListParts and AbortMultipartUpload, and NoSuchUpload for parts sent to an upload that
//   completed or was aborted (s3rver would create it again);
// - ListObjectsV2's continuation tokens: s3rver makes them with DES, which Node 24's
//   OpenSSL no longer has, so a page that is not the last failed with InternalError.
export const S3_TEST_BUCKET = 'reelboard-test';
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const REGION = 'us-east-1';

// Browsers PUT parts from the site's origin and read the ETag of each answer.
const CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedMethod>PUT</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

export type TestS3Server = { endpoint: string; close(): Promise<void> };

type KoaContext = {
  method: string;
  path: string;
  querystring: string;
  query: Record<string, string | string[] | undefined>;
  headers: Record<string, string | string[] | undefined>;
  host: string;
  status: number;
  body: unknown;
  type: string;
  set(name: string, value: string): void;
};

export async function startS3Server(directory: string): Promise<TestS3Server> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_TEST_BUCKET, configs: [CORS] }],
  });
  // The SDK's own presigner recomputes each presigned URL's signature.
  const signer = new S3RequestPresigner({ credentials: S3_TEST_CREDENTIALS, region: REGION, sha256: Sha256 });
  // s3rver is a Koa application; its types leave out the parts used here.
  const koa = server as unknown as {
    store: { getResourcePath(bucket: string, key: undefined, resource: string): string };
    middleware: ((ctx: KoaContext, next: () => Promise<void>) => Promise<void>)[];
  };
  const uploadsDir = () => koa.store.getResourcePath(S3_TEST_BUCKET, undefined, 'uploads');

  // Runs before every middleware of s3rver's own.
  koa.middleware.unshift(async (ctx: KoaContext, next: () => Promise<void>) => {
    if (ctx.method === 'OPTIONS') return next(); // CORS preflight, answered by s3rver
    const denied = await authenticate(ctx, signer);
    if (denied) return fail(ctx, 403, denied.code, denied.message);
    if (ctx.method === 'GET' && ctx.query['list-type'] === '2') return listObjectsV2(ctx, next);
    const uploadId = typeof ctx.query.uploadId === 'string' ? ctx.query.uploadId : undefined;
    if (!uploadId) return next();
    const dir = path.join(uploadsDir(), path.basename(uploadId));
    const key = await readFile(path.join(dir, 'key'), 'utf8').catch(() => undefined);
    if (key === undefined || `/${S3_TEST_BUCKET}/${key}` !== decodeURIComponent(ctx.path)) {
      return fail(ctx, 404, 'NoSuchUpload', 'The specified upload does not exist.');
    }
    if (ctx.method === 'GET') return listParts(ctx, dir, key, uploadId);
    if (ctx.method === 'DELETE') {
      await rm(dir, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    return next();
  });

  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    close: () => server.close(),
  };
}

type Denial = { code: string; message: string };

async function authenticate(ctx: KoaContext, signer: S3RequestPresigner): Promise<Denial | undefined> {
  const query = ctx.query;
  if (typeof query['X-Amz-Signature'] === 'string') return checkPresigned(ctx, signer);
  const authorization = ctx.headers.authorization;
  if (typeof authorization === 'string') {
    const accessKey = /Credential=([^/]+)\//.exec(authorization)?.[1];
    return accessKey === S3_TEST_CREDENTIALS.accessKeyId
      ? undefined
      : { code: 'InvalidAccessKeyId', message: 'The AWS Access Key Id you provided does not exist.' };
  }
  const isPublicRead =
    ['GET', 'HEAD'].includes(ctx.method) && ctx.path.startsWith(`/${S3_TEST_BUCKET}/public/`);
  return isPublicRead ? undefined : { code: 'AccessDenied', message: 'Access Denied' };
}

async function checkPresigned(ctx: KoaContext, signer: S3RequestPresigner): Promise<Denial | undefined> {
  const query = Object.fromEntries(
    Object.entries(ctx.query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const date = query['X-Amz-Date'] ?? '';
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(date);
  const expiresIn = Number(query['X-Amz-Expires']);
  if (!match || !Number.isInteger(expiresIn))
    return { code: 'AuthorizationQueryParametersError', message: 'Bad query.' };
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const signingDate = new Date(Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, s));
  if (Date.now() > signingDate.getTime() + expiresIn * 1000) {
    return { code: 'AccessDenied', message: 'Request has expired' };
  }
  const signed = new Set((query['X-Amz-SignedHeaders'] ?? '').split(';'));
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(ctx.headers)) {
    if (signed.has(name) && typeof value === 'string') headers[name] = value;
  }
  // presign() adds the X-Amz-* parameters itself; the rest (x-id, uploadId, partNumber) are signed.
  const unsigned = Object.fromEntries(Object.entries(query).filter(([name]) => !name.startsWith('X-Amz-')));
  const expected = await signer.presign(
    {
      method: ctx.method,
      protocol: 'http:',
      hostname: ctx.host.split(':')[0] ?? '',
      port: Number(ctx.host.split(':')[1]),
      path: ctx.path,
      query: unsigned,
      headers,
    },
    { signingDate, expiresIn },
  );
  return expected.query?.['X-Amz-Signature'] === query['X-Amz-Signature']
    ? undefined
    : { code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match.' };
}

async function listParts(ctx: KoaContext, dir: string, key: string, uploadId: string) {
  const numbers = (await readdir(dir)).filter((name) => /^\d+$/.test(name)).map(Number);
  const parts = await Promise.all(
    numbers
      .sort((a, b) => a - b)
      .map(async (n) => {
        const [etag, info] = await Promise.all([
          readFile(path.join(dir, `${n}.md5`), 'utf8'),
          stat(path.join(dir, String(n))),
        ]);
        return `<Part><PartNumber>${n}</PartNumber><ETag>"${etag}"</ETag><Size>${info.size}</Size></Part>`;
      }),
  );
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>
<ListPartsResult><Bucket>${S3_TEST_BUCKET}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
}

// Asks s3rver for a version 1 listing from the marker the token carries (the last key of
// the previous page), then adds the version 2 fields the SDK reads.
async function listObjectsV2(ctx: KoaContext, next: () => Promise<void>) {
  const { 'list-type': _, 'continuation-token': token, ...rest } = ctx.query;
  const marker = typeof token === 'string' ? Buffer.from(token, 'base64url').toString('utf8') : undefined;
  (ctx as { query: unknown }).query = marker === undefined ? rest : { ...rest, marker };
  await next();
  if (typeof ctx.body !== 'string' || !ctx.body.includes('<ListBucketResult')) return;
  const keys = [...ctx.body.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => match[1] ?? '');
  const truncated = ctx.body.includes('<IsTruncated>true</IsTruncated>');
  const nextToken = truncated
    ? `<NextContinuationToken>${Buffer.from(keys.at(-1) ?? '').toString('base64url')}</NextContinuationToken>`
    : '';
  ctx.body = ctx.body.replace(
    '</ListBucketResult>',
    `<KeyCount>${keys.length}</KeyCount>${nextToken}</ListBucketResult>`,
  );
}

function fail(ctx: KoaContext, status: number, code: string, message: string) {
  ctx.status = status;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

/** The settings that point a node at the test server's bucket. */
export const s3Settings = (server: TestS3Server) => ({
  S3_BUCKET: S3_TEST_BUCKET,
  S3_ENDPOINT: server.endpoint,
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
  S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
});
