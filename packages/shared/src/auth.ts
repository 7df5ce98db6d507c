import { z } from 'zod';

// The sign-up and sign-in rules of SPEC.md section 5, shared by the forms and the server.
export const PASSWORD_MIN_LENGTH = 8;
export const CONFIRMATION_CODE_LENGTH = 6;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const authMessages = {
  invalidEmail: 'Please enter a valid email address',
  passwordsDontMatch: 'Passwords do not match',
  agreeToTerms: 'Please agree to the Terms of Service and Privacy Policy',
  selectInterest: 'Please select your interest',
  passwordTooShort: 'Password must be at least 8 characters long',
  codeRequired: 'Please enter the confirmation code',
} as const;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(EMAIL_PATTERN, authMessages.invalidEmail)
  .max(254);
export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort).max(256);
export const confirmationCodeSchema = z
  .string()
  .trim()
  .min(1, authMessages.codeRequired)
  .regex(/^\d{6}$/, 'The confirmation code has 6 digits');

export const signUpRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: z.string().trim().min(1, 'Please enter your full name').max(100),
  /** The signed token of an invitation link, when sign-up is by invitation (ADR 0035). */
  invitation: z.string().max(200).nullish(),
});
/**
 * The check of a password typed twice, for a form schema's `.refine(...passwordsMatch(a, b))`.
 * It runs even when other fields are wrong, so every problem shows at once.
 */
export function passwordsMatch<P extends string, C extends string>(password: P, confirm: C) {
  const check = (values: Record<P | C, string>) => values[password] === values[confirm];
  return [
    check,
    {
      message: authMessages.passwordsDontMatch,
      path: [confirm] as PropertyKey[],
      when: (payload: { value: unknown }) => {
        const values = payload.value as Record<string, unknown>;
        return typeof values[password] === 'string' && typeof values[confirm] === 'string';
      },
    },
  ] as const;
}
export const confirmSignUpRequestSchema = z.object({ email: emailSchema, code: confirmationCodeSchema });
export const resendCodeRequestSchema = z.object({ email: emailSchema });
export const signInRequestSchema = z.object({
  username: z.string().trim().min(1, 'Email is required').max(254),
  password: z.string().min(1, 'Password is required').max(256),
});

// The attributes of the signed-in user, as the session of SPEC.md section 3 has them.
export type SessionUser = {
  sub: string;
  email: string;
  email_verified: boolean;
  phone_number: string | null;
  phone_number_verified: boolean;
  name: string;
  'custom:username': string | null;
  'custom:profilePicture': string | null;
  'custom:isSubscriber': boolean;
  'custom:level': 'viewer' | 'creator' | 'admin';
  username: string;
  avatarUrl: string | null;
  identityId: string;
};
