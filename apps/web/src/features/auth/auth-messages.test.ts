import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http';
import { confirmErrorText, resendErrorText, signInErrorToast, signUpErrorToast } from './auth-messages';

const failure = (name: string) => new ApiError(name, 'server text that must not be shown', 400);

describe('sign-in errors', () => {
  it('offers confirmation to unconfirmed users', () => {
    expect(signInErrorToast(failure('UserNotConfirmedException'))).toEqual({
      message: 'Please confirm your email address before signing in.',
      offerConfirmation: true,
    });
  });

  it('names wrong credentials and falls back for anything else', () => {
    expect(signInErrorToast(failure('NotAuthorizedException')).message).toBe('Incorrect email or password.');
    expect(signInErrorToast(new ApiError('NotAuthorizedException', 'User is disabled.', 401)).message).toBe(
      'Your account has been suspended. Please contact support.',
    );
    expect(signInErrorToast(new TypeError('Failed to fetch')).message).toBe(
      'Failed to sign in. Please check your credentials.',
    );
  });
});

describe('sign-up errors', () => {
  it.each([
    ['UsernameExistsException', 'An account with this email already exists. Please sign in instead.', true],
    [
      'InvalidPasswordException',
      'Password does not meet requirements. It must contain uppercase, lowercase, numbers, and special characters.',
      false,
    ],
    ['InvalidParameterException', 'Please check your email format and try again.', false],
    ['LimitExceededException', 'Failed to sign up. Please try again.', false],
  ])('%s', (name, message, offerSignIn) => {
    expect(signUpErrorToast(failure(name))).toEqual({ message, offerSignIn });
  });
});

describe('confirmation and resend errors', () => {
  it.each([
    ['CodeMismatchException', 'Invalid confirmation code. Please check your email and try again.'],
    ['ExpiredCodeException', 'Confirmation code has expired. Please request a new code.'],
    [
      'UserNotConfirmedException',
      'Account is not confirmed. Please check your email for the confirmation code.',
    ],
    ['NotAuthorizedException', 'Failed to confirm account. Please try again.'],
  ])('confirm %s', (name, message) => {
    expect(confirmErrorText(failure(name))).toBe(message);
  });

  it('resend', () => {
    expect(resendErrorText(failure('LimitExceededException'))).toBe(
      'Too many attempts. Please wait a few minutes before trying again.',
    );
    expect(resendErrorText(failure('InternalErrorException'))).toBe(
      'Failed to resend code. Please try again.',
    );
  });
});
