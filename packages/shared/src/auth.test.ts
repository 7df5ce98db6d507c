import { describe, expect, it } from 'vitest';
import {
  authMessages,
  confirmationCodeSchema,
  emailSchema,
  passwordSchema,
  signUpRequestSchema,
} from './auth.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('sign-up rules', () => {
  it('normalises e-mail addresses and rejects malformed ones with the spec text', () => {
    expect(emailSchema.parse('  Alice@Example.COM ')).toBe('alice@example.com');
    for (const bad of ['alice', 'alice@', '@example.com', 'a b@example.com', 'alice@example']) {
      expect(firstMessage(emailSchema.safeParse(bad))).toBe(authMessages.invalidEmail);
    }
  });

  it('needs at least 8 password characters', () => {
    expect(firstMessage(passwordSchema.safeParse('1234567'))).toBe(
      'Password must be at least 8 characters long',
    );
    expect(passwordSchema.safeParse('12345678').success).toBe(true);
  });

  it('needs a 6-digit confirmation code', () => {
    expect(firstMessage(confirmationCodeSchema.safeParse(''))).toBe('Please enter the confirmation code');
    expect(confirmationCodeSchema.safeParse('12345').success).toBe(false);
    expect(confirmationCodeSchema.safeParse('12345a').success).toBe(false);
    expect(confirmationCodeSchema.parse(' 123456 ')).toBe('123456');
  });

  it('accepts a complete sign-up request', () => {
    expect(signUpRequestSchema.parse({ email: 'A@b.co', password: 'password1', name: ' Ann ' })).toEqual({
      email: 'a@b.co',
      password: 'password1',
      name: 'Ann',
    });
  });
});
