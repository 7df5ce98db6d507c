import { describe, expect, it } from 'vitest';
import { generateKey, isValidKey } from './keys.ts';

describe('storage keys', () => {
  it('accepts relative keys of safe characters', () => {
    expect(isValidKey('public/profile-pics/abc/1f2e.webp')).toBe(true);
    expect(isValidKey('videos/a_b-c.d/file.mp4')).toBe(true);
  });

  it('refuses traversal, absolute and odd keys', () => {
    for (const key of [
      '../secrets.json',
      'public/../../etc/passwd',
      'public/..',
      '/etc/passwd',
      'public//x',
      'public/x/',
      './x',
      'public/.multipart/x',
      '.tmp/x',
      'a\\b',
      'a\0b',
      'a b',
      'a~meta.json',
      'ünïcode',
      '',
      'x'.repeat(1025),
      42,
      undefined,
    ]) {
      expect(isValidKey(key), String(key)).toBe(false);
    }
    expect(isValidKey('x'.repeat(1024))).toBe(true);
  });

  it('generates keys under a prefix with the extension of the content type', () => {
    const key = generateKey('public/profile-pics/u1/', 'image/webp');
    expect(key).toMatch(/^public\/profile-pics\/u1\/[0-9a-f-]{36}\.webp$/);
    expect(generateKey('public/profile-pics/u1/', 'image/webp')).not.toBe(key);
    expect(() => generateKey('public/', 'text/html')).toThrow();
    expect(() => generateKey('public', 'image/png')).toThrow();
  });
});
