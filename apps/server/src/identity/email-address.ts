import { emailSchema } from '@reelboard/shared/auth';
import { IdentityError } from './identity-error.ts';

/** The address as the user pool keeps it, or the pool's InvalidParameterException. */
export function parseEmail(email: string): string {
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success)
    throw new IdentityError('InvalidParameterException', parsed.error.issues[0]?.message ?? 'Invalid email.');
  return parsed.data;
}
