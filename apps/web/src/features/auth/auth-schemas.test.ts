import { describe, expect, it } from 'vitest';
import { confirmFormSchema, signInFormSchema, signUpFormSchema } from './auth-schemas';

const valid = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'correct horse',
  confirmPassword: 'correct horse',
  role: 'creator',
  agreeToTerms: true,
};

const messagesFor = (input: unknown) => {
  const result = signUpFormSchema.safeParse(input);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
};

describe('sign-up form rules', () => {
  it('accepts a complete form', () => {
    expect(messagesFor(valid)).toEqual({});
  });

  it('reports every problem of SPEC section 5 at once, with its exact text', () => {
    expect(
      messagesFor({
        ...valid,
        email: 'ada@',
        password: 'short',
        confirmPassword: 'other',
        role: '',
        agreeToTerms: false,
      }),
    ).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters long',
      confirmPassword: 'Passwords do not match',
      role: 'Please select your interest',
      agreeToTerms: 'Please agree to the Terms of Service and Privacy Policy',
    });
  });

  it('takes a password of exactly 8 characters', () => {
    expect(messagesFor({ ...valid, password: '12345678', confirmPassword: '12345678' })).toEqual({});
  });

  it('accepts viewer and rejects any other interest', () => {
    expect(messagesFor({ ...valid, role: 'viewer' })).toEqual({});
    expect(messagesFor({ ...valid, role: 'admin' })).toEqual({ role: 'Please select your interest' });
  });
});

describe('sign-in and confirmation rules', () => {
  it('requires e-mail and password', () => {
    const issues = signInFormSchema
      .safeParse({ email: ' ', password: '' })
      .error?.issues.map((issue) => issue.message);
    expect(issues).toEqual(['Email is required', 'Password is required']);
  });

  it('requires the confirmation code and 6 digits', () => {
    expect(confirmFormSchema.safeParse({ code: '' }).error?.issues[0]?.message).toBe(
      'Please enter the confirmation code',
    );
    expect(confirmFormSchema.safeParse({ code: '12345' }).success).toBe(false);
    expect(confirmFormSchema.safeParse({ code: ' 123456 ' }).success).toBe(true);
  });
});
