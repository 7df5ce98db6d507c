// Texts of the sign-in security settings (issue 22), chosen by the exception name the
// identity API answers with, or the browser's name for a WebAuthn refusal.
export const securityTexts = {
  codeMismatch: 'Invalid code. Please check your authenticator app and try again.',
  codeExpired: 'That code has expired. Enter the current code from your app.',
  wrongPassword: 'Incorrect password.',
  passkeyRefused: 'The passkey could not be verified.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes before trying again.',
  passkeyCancelled: 'Adding the passkey was cancelled or timed out.',
  passkeyExists: 'This device already has a passkey for your account.',
  failed: 'Something went wrong. Please try again.',
} as const;

export function securityErrorText(error: unknown): string {
  if (!(error instanceof Error)) return securityTexts.failed;
  switch (error.name) {
    case 'CodeMismatchException':
      return error.message.includes('already been used') ? error.message : securityTexts.codeMismatch;
    case 'ExpiredCodeException':
      return securityTexts.codeExpired;
    case 'LimitExceededException':
      return securityTexts.tooManyAttempts;
    case 'NotAuthorizedException':
      if (error.message.startsWith('Incorrect')) return securityTexts.wrongPassword;
      if (error.message.includes('passkey')) return securityTexts.passkeyRefused;
      return securityTexts.sessionExpired;
    // The server's words for bad input are written to be shown (a passkey's name, one added twice).
    case 'InvalidParameterException':
      return error.message;
    case 'NotAllowedError':
    case 'AbortError':
      return securityTexts.passkeyCancelled;
    case 'InvalidStateError':
      return securityTexts.passkeyExists;
    default:
      return securityTexts.failed;
  }
}
