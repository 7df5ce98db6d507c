import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http';
import { secondFactorErrorToast, twoFactorToasts } from './two-factor-messages';

describe('second-factor messages', () => {
  it('names each refusal of the identity API', () => {
    const failure = (name: string, message = '') => new ApiError(name, message, 400);
    expect(
      secondFactorErrorToast(failure('CodeMismatchException', 'Invalid code received for user')),
    ).toEqual({
      message: twoFactorToasts.codeMismatch,
      restart: false,
    });
    expect(
      secondFactorErrorToast(
        failure('CodeMismatchException', 'This code has already been used. Wait for the next one.'),
      ).message,
    ).toBe(twoFactorToasts.codeReused);
    expect(secondFactorErrorToast(failure('ExpiredCodeException')).message).toBe(twoFactorToasts.codeExpired);
    expect(secondFactorErrorToast(failure('LimitExceededException')).message).toBe(
      twoFactorToasts.tooManyAttempts,
    );
    expect(
      secondFactorErrorToast(
        failure('NotAuthorizedException', 'Invalid session for the user, session is expired.'),
      ),
    ).toEqual({ message: twoFactorToasts.sessionExpired, restart: true });
    expect(
      secondFactorErrorToast(failure('NotAuthorizedException', 'The passkey could not be verified.')).message,
    ).toBe(twoFactorToasts.passkeyRefused);
    const cancelled = new Error('The operation either timed out or was not allowed.');
    cancelled.name = 'NotAllowedError';
    expect(secondFactorErrorToast(cancelled).message).toBe(twoFactorToasts.passkeyCancelled);
    expect(secondFactorErrorToast(new TypeError('Failed to fetch')).message).toBe(twoFactorToasts.failed);
  });
});
