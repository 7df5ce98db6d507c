import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http';
import { securityErrorText, securityTexts } from './security-messages';

describe('sign-in security messages', () => {
  it('names each refusal', () => {
    const failure = (name: string, message = '') => new ApiError(name, message, 400);
    expect(securityErrorText(failure('CodeMismatchException', 'Invalid code received for user'))).toBe(
      securityTexts.codeMismatch,
    );
    expect(securityErrorText(failure('ExpiredCodeException'))).toBe(securityTexts.codeExpired);
    expect(securityErrorText(failure('NotAuthorizedException', 'Incorrect username or password.'))).toBe(
      securityTexts.wrongPassword,
    );
    expect(securityErrorText(failure('NotAuthorizedException', 'The passkey could not be verified.'))).toBe(
      securityTexts.passkeyRefused,
    );
    expect(securityErrorText(failure('InvalidParameterException', 'This passkey is already added.'))).toBe(
      'This passkey is already added.',
    );
    const duplicate = new Error('The authenticator was previously registered');
    duplicate.name = 'InvalidStateError';
    expect(securityErrorText(duplicate)).toBe(securityTexts.passkeyExists);
    expect(securityErrorText('nothing')).toBe(securityTexts.failed);
  });
});
