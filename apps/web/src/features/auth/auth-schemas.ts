import {
  authMessages,
  confirmationCodeSchema,
  emailSchema,
  passwordSchema,
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
  // Checked even when other fields are wrong, so every problem shows at once.
  .refine((values) => values.password === values.confirmPassword, {
    message: authMessages.passwordsDontMatch,
    path: ['confirmPassword'],
    when: (payload) => {
      const values = payload.value as { password?: unknown; confirmPassword?: unknown };
      return typeof values.password === 'string' && typeof values.confirmPassword === 'string';
    },
  });
export type SignUpFormInput = z.input<typeof signUpFormSchema>;
export type SignUpFormValues = z.output<typeof signUpFormSchema>;

export const confirmFormSchema = z.object({ code: confirmationCodeSchema });
export type ConfirmFormValues = z.input<typeof confirmFormSchema>;
