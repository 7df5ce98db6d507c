// Texts of the second sign-in step and passkey sign-in (issue 22; not in SPEC.md, which has
// no second factor), chosen by the exception name the identity API answers with.
export const twoFactorToasts = {
  codeMismatch: 'Invalid code. Please check your authenticator app and try again.',
  codeReused: 'This code has already been used. Wait for the next one.',
  codeExpired: 'That code has expired. Enter the current code from your app.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes before trying again.',
  sessionExpired: 'Your sign-in has expired. Please sign in again.',
  passkeyRefused: 'The passkey could not be verified.',
  passkeyCancelled: 'Passkey sign-in was cancelled or timed out.',
  failed: 'Failed to sign in. Please try again.',
} as const;

const nameOf = (error: unknown) => (error instanceof Error ? error.name : '');

/** The message for a refused second factor, and whether to start over with the password. */
export function secondFactorErrorToast(error: unknown): { message: string; restart: boolean } {
  const message = error instanceof Error ? error.message : '';
  switch (nameOf(error)) {
    case 'CodeMismatchException':
      return {
        message: message.includes('already been used')
          ? twoFactorToasts.codeReused
          : twoFactorToasts.codeMismatch,
        restart: false,
      };
    case 'ExpiredCodeException':
      return { message: twoFactorToasts.codeExpired, restart: false };
    case 'LimitExceededException':
      return { message: twoFactorToasts.tooManyAttempts, restart: false };
    case 'NotAuthorizedException':
      return message.includes('session is expired')
        ? { message: twoFactorToasts.sessionExpired, restart: true }
        : { message: twoFactorToasts.passkeyRefused, restart: false };
    // The browser's own refusal: the person closed the dialog, or it timed out.
    case 'NotAllowedError':
    case 'AbortError':
      return { message: twoFactorToasts.passkeyCancelled, restart: false };
    default:
      return { message: twoFactorToasts.failed, restart: false };
  }
}
