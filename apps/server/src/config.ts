import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import {
  type SocialProviderSettings,
  socialProviderSettings,
  socialProvidersOf,
} from './identity/social-settings.ts';
import type { S3StorageOptions } from './storage/s3-settings.ts';

// Every setting comes from the environment and is checked once at start-up, so a typo
// stops the process with the variable's name instead of failing later.
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || protocols.some((p) => value.startsWith(`${p}://`)), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isAddressOrRange = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
};

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
    PUBLIC_URL: optionalUrl(['http', 'https']),
    // Further browser origins allowed to open the WebSocket (e.g. a second domain), comma-separated.
    ALLOWED_ORIGINS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .refine((origins) => origins.every((origin) => /^https?:\/\/[^/\s]+$/.test(origin)), {
        message: 'must be comma-separated origins like https://example.com (scheme and host, no path)',
      }),
    // Which peers may tell the client's address in X-Forwarded-For: the client's address
    // decides per-address limits, anonymous views and votes, so it must not be taken from
    // anyone who asks. A number trusts that many proxy hops.
    TRUST_PROXY: z
      .string()
      .default('loopback')
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .refine(
        (entries) =>
          entries.length > 0 &&
          (/^(\d+|false)$/.test(entries[0] ?? '')
            ? entries.length === 1
            : entries.every((entry) => PROXY_NAMES.has(entry) || isAddressOrRange(entry))),
        {
          message:
            'must be false, a number of proxy hops, or comma-separated addresses, ranges (10.0.0.0/8) or loopback, linklocal, uniquelocal',
        },
      ),
    SMTP_URL: optionalUrl(['smtp', 'smtps']),
    MAIL_FROM: z.string().min(3).default('Reelboard <no-reply@reelboard.local>'),
    SUPPORT_EMAIL: z.email().default('support@reelboard.local'),
    PUBLIC_API_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    // Signs the local-disk storage driver's links (uploads, private media).
    STORAGE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z.string().optional(),
    FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
    FFPROBE_PATH: z.string().min(1).default('ffprobe'),
    SAMPLE_CLIP_CACHE_DIR: z.string().optional(),
    EXTERNAL_VIDEOS_URL: optionalUrl(['http', 'https']),
    EXTERNAL_VIDEOS_REFRESH_SECONDS: z.coerce.number().int().min(10).max(86_400).default(600),
    MAX_UPLOAD_BYTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(5 * 1024 ** 4)
      .default(10 * 1024 ** 3),
    WORKER_IN_SERVER: z.enum(['true', 'false']).default('true'),
    // PayPal Orders v2: both credentials or neither (then the built-in test provider runs).
    PAYPAL_CLIENT_ID: z
      .string()
      .optional()
      .transform((value) => value || undefined),
    PAYPAL_CLIENT_SECRET: z
      .string()
      .optional()
      .transform((value) => value || undefined),
    PAYPAL_API_BASE: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default('https://api-m.sandbox.paypal.com'),
    PAYPAL_WEBHOOK_ID: z
      .string()
      .optional()
      .transform((value) => value || undefined),
    DELIVERY_FEE_CENTS: z.coerce.number().int().min(0).max(100_000).default(500),
    // Weighted distinct people, not reports (ADR 0017, packages/shared/src/moderation-people.ts).
    REPORT_HOLD_THRESHOLD: z.coerce.number().int().min(1).max(1000).default(3),
    // The player's watch reports one node admits a second; past it they wait, then are refused (ADR 0037).
    WATCH_REPORTS_PER_SECOND: z.coerce.number().int().min(1).max(1_000_000).default(2000),
    // Object storage on an S3-compatible store when S3_BUCKET is set (ADR 0021).
    S3_BUCKET: z
      .string()
      .optional()
      .transform((value) => value || undefined)
      .refine((value) => value === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value), {
        message: 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
      }),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1')
      .default('us-east-1'),
    S3_ENDPOINT: optionalUrl(['http', 'https']),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
    S3_ACCESS_KEY_ID: z
      .string()
      .optional()
      .transform((value) => value || undefined),
    S3_SECRET_ACCESS_KEY: z
      .string()
      .optional()
      .transform((value) => value || undefined),
    S3_PUBLIC_URL: optionalUrl(['http', 'https']),
    // Where `reelboard backup` without DEST and the scheduled backups write (ADR 0042).
    BACKUP_DESTINATION: z
      .string()
      .optional()
      .transform((value) => value || undefined),
    // Sign-in with Google (OpenID Connect) and Facebook (OAuth 2), ADR 0033: each provider's
    // client id and secret together, or neither (then its button does nothing, as in SPEC.md).
    ...socialProviderSettings,
  })
  .refine((e) => Boolean(e.PAYPAL_CLIENT_ID) === Boolean(e.PAYPAL_CLIENT_SECRET), {
    path: ['PAYPAL_CLIENT_SECRET'],
    message: 'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together',
  })
  .refine((e) => Boolean(e.GOOGLE_CLIENT_ID) === Boolean(e.GOOGLE_CLIENT_SECRET), {
    path: ['GOOGLE_CLIENT_SECRET'],
    message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
  })
  .refine((e) => Boolean(e.FACEBOOK_CLIENT_ID) === Boolean(e.FACEBOOK_CLIENT_SECRET), {
    path: ['FACEBOOK_CLIENT_SECRET'],
    message: 'FACEBOOK_CLIENT_ID and FACEBOOK_CLIENT_SECRET must be set together',
  })
  .refine((e) => Boolean(e.S3_ACCESS_KEY_ID) === Boolean(e.S3_SECRET_ACCESS_KEY), {
    path: ['S3_SECRET_ACCESS_KEY'],
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
  });

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /** Browser origins that may open the WebSocket: PUBLIC_URL's and ALLOWED_ORIGINS. */
  allowedOrigins: string[];
  /** Fastify's trustProxy: the proxies whose X-Forwarded-For is believed, or a hop count. */
  trustProxy: false | string[] | ((address: string, hop: number) => boolean);
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  publicApiKey: string | undefined;
  authSecret: string | undefined;
  storageSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  logLevel: string;
  webDistDir: string;
  ffmpegPath: string;
  ffprobePath: string;
  /** Generated sample clips are kept and reused here, when set (the test run sets it). */
  sampleClipCacheDir: string | undefined;
  externalVideosUrl: string | undefined;
  externalVideosRefreshSeconds: number;
  maxUploadBytes: number;
  workerInServer: boolean;
  paypal:
    | { clientId: string; clientSecret: string; apiBase: string; webhookId: string | undefined }
    | undefined;
  deliveryFeeCents: number;
  /**
   * The weighted count of distinct people whose open reports hide content until an admin
   * decides: an established account's person weighs 1, a young or unconfirmed one's 0.5, a
   * signed-out one's 0.25, and one of them must weigh 1 (ADR 0017).
   */
  reportHoldThreshold: number;
  /** Watch reports one node admits a second (ADR 0037): a flood waits, then is refused. */
  watchReportsPerSecond: number;
  /** The S3-compatible store, or undefined for the local disk under DATA_DIR. */
  s3: S3StorageOptions | undefined;
  /** A folder or s3://bucket/prefix for backups; DATA_DIR/backups by default (ADR 0042). */
  backupDestination: string;
  /** Sign-in providers whose client credentials the operator set (ADR 0033). */
  social: SocialProviderSettings;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    allowedOrigins: [
      new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin,
      // Without PUBLIC_URL the site is local: the loopback address is the same site.
      ...(e.PUBLIC_URL ? [] : [`http://127.0.0.1:${e.PORT}`]),
      ...e.ALLOWED_ORIGINS.map((origin) => new URL(origin).origin),
    ],
    trustProxy: proxyTrust(e.TRUST_PROXY),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    publicApiKey: e.PUBLIC_API_KEY,
    authSecret: e.AUTH_SECRET,
    storageSecret: e.STORAGE_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    ffmpegPath: e.FFMPEG_PATH,
    ffprobePath: e.FFPROBE_PATH,
    sampleClipCacheDir: e.SAMPLE_CLIP_CACHE_DIR ? path.resolve(e.SAMPLE_CLIP_CACHE_DIR) : undefined,
    externalVideosUrl: e.EXTERNAL_VIDEOS_URL,
    externalVideosRefreshSeconds: e.EXTERNAL_VIDEOS_REFRESH_SECONDS,
    maxUploadBytes: e.MAX_UPLOAD_BYTES,
    workerInServer: e.WORKER_IN_SERVER === 'true',
    paypal:
      e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET
        ? {
            clientId: e.PAYPAL_CLIENT_ID,
            clientSecret: e.PAYPAL_CLIENT_SECRET,
            apiBase: e.PAYPAL_API_BASE.replace(/\/$/, ''),
            webhookId: e.PAYPAL_WEBHOOK_ID,
          }
        : undefined,
    deliveryFeeCents: e.DELIVERY_FEE_CENTS,
    reportHoldThreshold: e.REPORT_HOLD_THRESHOLD,
    watchReportsPerSecond: e.WATCH_REPORTS_PER_SECOND,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          publicBaseUrl: e.S3_PUBLIC_URL,
        }
      : undefined,
    social: socialProvidersOf(e),
    backupDestination: e.BACKUP_DESTINATION ?? path.join(dataDir, 'backups'),
  };
}

function proxyTrust(entries: string[]): Config['trustProxy'] {
  const [first = 'false'] = entries;
  if (first === 'false') return false;
  if (/^\d+$/.test(first)) {
    const hops = Number(first);
    return (_address, hop) => hop < hops;
  }
  return entries;
}
