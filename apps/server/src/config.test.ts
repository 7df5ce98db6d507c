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
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ PUBLIC_URL: 'localhost:3000' }, 'PUBLIC_URL'],
    [{ PUBLIC_API_KEY: 'short' }, 'PUBLIC_API_KEY'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
    [{ ALLOWED_ORIGINS: 'https://ok.example, https://bad.example/path' }, 'ALLOWED_ORIGINS'],
    [{ REPORT_HOLD_THRESHOLD: '0' }, 'REPORT_HOLD_THRESHOLD'],
    [{ REPORT_HOLD_THRESHOLD: 'three' }, 'REPORT_HOLD_THRESHOLD'],
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
