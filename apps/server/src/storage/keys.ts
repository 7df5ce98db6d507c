import { randomUUID } from 'node:crypto';
import { badInput } from '../errors.ts';

const MAX_KEY_LENGTH = 1024;

const KEY_CHARACTERS = /^[A-Za-z0-9/._-]+$/;

// Extensions come from the content type the server decided on, never from a file name a
// user sent.
const EXTENSION_BY_CONTENT_TYPE: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'application/vnd.apple.mpegurl': 'm3u8',
  'video/mp2t': 'ts',
};

/**
 * A key is a relative path made of safe characters. Segments may not be empty or start
 * with a dot: that rules out '.' and '..', and keeps keys away from the driver's own
 * folders (.multipart, .tmp).
 */
export function isValidKey(key: unknown): key is string {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  if (!KEY_CHARACTERS.test(key)) return false; // also excludes backslashes, NUL and '~'
  return key.split('/').every((segment) => segment.length > 0 && !segment.startsWith('.'));
}

export function assertValidKey(key: unknown): asserts key is string {
  if (!isValidKey(key)) throw badInput('Invalid storage key.');
}

function extensionFor(contentType: string): string | undefined {
  return EXTENSION_BY_CONTENT_TYPE[contentType];
}

/** `${prefix}${uuid}.${ext}`, where prefix is a folder such as `public/profile-pics/<userId>/`. */
export function generateKey(prefix: string, contentType: string): string {
  const extension = extensionFor(contentType);
  if (!extension) throw new Error(`no file extension known for ${contentType}`);
  if (prefix !== '' && !prefix.endsWith('/')) throw new Error('a key prefix must end with /');
  const key = `${prefix}${randomUUID()}.${extension}`;
  assertValidKey(key);
  return key;
}
