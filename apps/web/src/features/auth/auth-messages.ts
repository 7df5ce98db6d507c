// The texts of SPEC.md section 8 for sign-in, sign-up, confirmation and resend, chosen by
// the exception name the identity API answers with.
export const authToasts = {
  signInNotConfirmed: 'Please confirm your email address before signing in.',
  signInIncorrect: 'Incorrect email or password.',
  // Not in SPEC.md: moderation (ADR 0017) suspends accounts; the server says 'User is disabled.'
  signInSuspended: 'Your account has been suspended. Please contact support.',
  signInFailed: 'Failed to sign in. Please check your credentials.',
  signInSuccess: 'Signed in successfully!',
  signUpExists: 'An account with this email already exists. Please sign in instead.',
  signUpInvalidPassword:
    'Password does not meet requirements. It must contain uppercase, lowercase, numbers, and special characters.',
  signUpInvalidParameter: 'Please check your email format and try again.',
  signUpFailed: 'Failed to sign up. Please try again.',
  signUpSuccess: 'Please check your email for the confirmation code',
  signUpUnexpectedStep: 'Unexpected sign-up step. Please try again.',
  profileSetupFailed: 'Account created but profile setup failed. Please contact support.',
  confirmMismatch: 'Invalid confirmation code. Please check your email and try again.',
  confirmExpired: 'Confirmation code has expired. Please request a new code.',
  confirmNotConfirmed: 'Account is not confirmed. Please check your email for the confirmation code.',
  confirmFailed: 'Failed to confirm account. Please try again.',
  confirmSuccess: 'Account confirmed successfully! You can now sign in.',
  resendSuccess: 'Confirmation code resent! Please check your email.',
  resendLimit: 'Too many attempts. Please wait a few minutes before trying again.',
  resendFailed: 'Failed to resend code. Please try again.',
} as const;

const nameOf = (error: unknown) => (error instanceof Error ? error.name : '');
// Cognito's words for a disabled user, which Reelboard's identity API answers a suspended one with.
const isSuspension = (error: unknown) => error instanceof Error && error.message === 'User is disabled.';

export function signInErrorToast(error: unknown): { message: string; offerConfirmation: boolean } {
  switch (nameOf(error)) {
    case 'UserNotConfirmedException':
      return { message: authToasts.signInNotConfirmed, offerConfirmation: true };
    case 'NotAuthorizedException':
      return {
        message: isSuspension(error) ? authToasts.signInSuspended : authToasts.signInIncorrect,
        offerConfirmation: false,
      };
    default:
      return { message: authToasts.signInFailed, offerConfirmation: false };
  }
}

export function signUpErrorToast(error: unknown): { message: string; offerSignIn: boolean } {
  switch (nameOf(error)) {
    case 'UsernameExistsException':
      return { message: authToasts.signUpExists, offerSignIn: true };
    case 'InvalidPasswordException':
      return { message: authToasts.signUpInvalidPassword, offerSignIn: false };
    case 'InvalidParameterException':
      return { message: authToasts.signUpInvalidParameter, offerSignIn: false };
    // Sign-up closed or by invitation (ADR 0035): the server's message says which.
    case 'NotAuthorizedException':
      return { message: (error as Error).message || authToasts.signUpFailed, offerSignIn: false };
    default:
      return { message: authToasts.signUpFailed, offerSignIn: false };
  }
}

export function confirmErrorText(error: unknown): string {
  switch (nameOf(error)) {
    case 'CodeMismatchException':
      return authToasts.confirmMismatch;
    case 'ExpiredCodeException':
      return authToasts.confirmExpired;
    case 'UserNotConfirmedException':
      return authToasts.confirmNotConfirmed;
    default:
      return authToasts.confirmFailed;
  }
}

export function resendErrorText(error: unknown): string {
  return nameOf(error) === 'LimitExceededException' ? authToasts.resendLimit : authToasts.resendFailed;
}
