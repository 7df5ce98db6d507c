import { createHmac, randomInt } from 'node:crypto';

// Recovery codes: ten per account, each 10 characters from an alphabet without look-alikes
// (no 0/o, 1/l/i), shown as two groups of five. About 48 bits each, kept only as an HMAC
// keyed with the auth secret and bound to the user.
const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const group = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => `${group()}-${group()}`);

/** What a person typed, in the form it was issued (case, spaces and the dash do not matter). */
export function normalizeRecoveryCode(typed: string): string | undefined {
  const letters = typed.toLowerCase().replace(/[\s-]/g, '');
  if (letters.length !== 10 || [...letters].some((c) => !ALPHABET.includes(c))) return undefined;
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

export const hashRecoveryCode = (secret: string, userId: string, code: string): string =>
  createHmac('sha256', secret).update(`recovery:${userId}:${code}`).digest('hex');
