import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.allowedOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
    expect(config.reportHoldThreshold).toBe(3);
    expect(config.trustProxy).toEqual(['loopback']);
    expect(config.s3).toBeUndefined();
  });

  it('selects the S3 store when S3_BUCKET is set', () => {
    expect(loadConfig({ S3_BUCKET: 'media' }).s3).toEqual({
      bucket: 'media',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      publicBaseUrl: undefined,
    });
    const minio = loadConfig({
      S3_BUCKET: 'reelboard',
      S3_REGION: 'eu-west-3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.example.com',
    }).s3;
    expect(minio).toEqual({
      bucket: 'reelboard',
      region: 'eu-west-3',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      publicBaseUrl: 'https://cdn.example.com',
    });
  });

  it('reads which proxies are believed about the client address', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    const twoHops = loadConfig({ TRUST_PROXY: '2' }).trustProxy as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,uniquelocal' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'uniquelocal',
    ]);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ PUBLIC_URL: 'localhost:3000' }, 'PUBLIC_URL'],
    [{ PUBLIC_API_KEY: 'short' }, 'PUBLIC_API_KEY'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
    [{ STORAGE_SECRET: 'short' }, 'STORAGE_SECRET'],
    [{ ALLOWED_ORIGINS: 'https://ok.example, https://bad.example/path' }, 'ALLOWED_ORIGINS'],
    [{ REPORT_HOLD_THRESHOLD: '0' }, 'REPORT_HOLD_THRESHOLD'],
    [{ REPORT_HOLD_THRESHOLD: 'three' }, 'REPORT_HOLD_THRESHOLD'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/40' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '2, loopback' }, 'TRUST_PROXY'],
    [{ S3_BUCKET: 'Has_Capitals' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'media', S3_REGION: 'us east' }, 'S3_REGION'],
    [{ S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
    [{ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'media', S3_PUBLIC_URL: 'cdn.example.com' }, 'S3_PUBLIC_URL'],
  ])('names the bad variable in %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n\\s+${name}:`));
  });

  it('treats an empty optional URL as unset', () => {
    expect(loadConfig({ SMTP_URL: '', DATABASE_URL: '' })).toMatchObject({
      smtpUrl: undefined,
      databaseUrl: undefined,
    });
  });
});
