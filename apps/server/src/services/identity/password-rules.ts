import { passwordSchema } from '@reelboard/shared/auth';
import { IdentityError } from '../../identity/identity-error.ts';
import { assertPasswordNotCommon } from '../../identity/password-policy.ts';

export const WRONG_PASSWORD = 'Incorrect username or password.';

/** The sign-up rules for a new password (SPEC.md section 5, ADR 0016): InvalidPasswordException. */
export function assertNewPassword(password: string, person: { email: string; name: string }): void {
  const checked = passwordSchema.safeParse(password);
  if (!checked.success) {
    throw new IdentityError(
      'InvalidPasswordException',
      checked.error.issues[0]?.message ?? 'Invalid password.',
    );
  }
  assertPasswordNotCommon(password, person);
}

export const codeRefused = (result: 'mismatch' | 'expired') =>
  result === 'mismatch'
    ? new IdentityError('CodeMismatchException', 'Invalid verification code provided, please try again.')
    : new IdentityError('ExpiredCodeException', 'Invalid code provided, please request a code again.');

export const tooManyRequests = (retryAfterSeconds: number) =>
  new IdentityError(
    'LimitExceededException',
    `Too many requests. Try again in ${retryAfterSeconds === 1 ? '1 second' : `${retryAfterSeconds} seconds`}.`,
  );
