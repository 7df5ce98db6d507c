import { Secret, TOTP } from 'otpauth';

// Authenticator-app codes (RFC 6238) through `otpauth`: SHA-1, 6 digits, 30-second steps,
// the parameters every authenticator app understands. Our code keeps the rules around it
// (one step of clock drift either way, no step twice, late codes named as such).
const PERIOD_SECONDS = 30;
const DRIFT_STEPS = 1;
// How far back a code is still recognised, to tell a late code from a wrong one.
const LATE_STEPS = 20;

const totpFor = (secret: string, label = '') =>
  new TOTP({
    issuer: 'Reelboard',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new random secret (160 bits, as RFC 4226 recommends), base32 as the apps show it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// address a QR code carries to the app. */
export const totpUri = (secret: string, accountName: string): string =>
  totpFor(secret, accountName).toString();

export type TotpCheck = { kind: 'valid'; step: number } | { kind: 'late' } | { kind: 'wrong' };

/** Which 30-second step a code belongs to, if it is the current one (within the drift). */
export function checkTotp(secret: string, code: string, at: Date): TotpCheck {
  if (!/^\d{6}$/.test(code)) return { kind: 'wrong' };
  const totp = totpFor(secret);
  const timestamp = at.getTime();
  const delta = totp.validate({ token: code, timestamp, window: DRIFT_STEPS });
  if (delta !== null) return { kind: 'valid', step: totp.counter({ timestamp }) + delta };
  const earlier = totp.validate({ token: code, timestamp, window: LATE_STEPS });
  return earlier !== null && earlier < 0 ? { kind: 'late' } : { kind: 'wrong' };
}

/** The code of the step at `at`: for tests, which play the authenticator app. */
export const totpCodeAt = (secret: string, at: Date): string =>
  totpFor(secret).generate({ timestamp: at.getTime() });
