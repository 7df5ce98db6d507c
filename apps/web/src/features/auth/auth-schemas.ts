import {
  authMessages,
  confirmationCodeSchema,
  emailSchema,
  passwordSchema,
  passwordsMatch,
  signInRequestSchema,
} from '@reelboard/shared/auth';
import { z } from 'zod';

// Form-side rules of SPEC.md section 5, built from the shared rules the server applies.
export const signInFormSchema = z.object({
  email: signInRequestSchema.shape.username,
  password: signInRequestSchema.shape.password,
});
export type SignInFormValues = z.input<typeof signInFormSchema>;

export const INTERESTS = [
  { value: 'creator', label: 'Content Creator' },
  { value: 'viewer', label: 'Viewer' },
] as const;

export const signUpFormSchema = z
  .object({
    fullName: z.string().trim().min(1, 'Please enter your full name').max(100),
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
    role: z.enum(['creator', 'viewer'], { error: authMessages.selectInterest }),
    agreeToTerms: z.boolean().refine((agreed) => agreed, authMessages.agreeToTerms),
  })
  .refine(...passwordsMatch('password', 'confirmPassword'));
export type SignUpFormInput = z.input<typeof signUpFormSchema>;
export type SignUpFormValues = z.output<typeof signUpFormSchema>;

export const confirmFormSchema = z.object({ code: confirmationCodeSchema });
export type ConfirmFormValues = z.input<typeof confirmFormSchema>;

// "Forgot password?": the mailed code and the new password twice.
export const resetPasswordFormSchema = z
  .object({ code: confirmationCodeSchema, password: passwordSchema, confirm: z.string() })
  .refine(...passwordsMatch('password', 'confirm'));
export type ResetPasswordFormValues = z.output<typeof resetPasswordFormSchema>;
