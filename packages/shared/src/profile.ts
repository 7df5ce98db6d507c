import { z } from 'zod';

export const USERNAME_MAX = 50;
export const BIO_MAX = 500;

// Control and zero-width characters would make two usernames look alike.
const INVISIBLE = /[\p{Cc}\p{Cf}]/u;

export const usernameSchema = z
  .string()
  .trim()
  .min(1, 'Username is required.')
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters.`)
  .refine((value) => !INVISIBLE.test(value), 'Username contains characters that are not allowed.');

export const bioSchema = z.string().trim().max(BIO_MAX, `Bio must be at most ${BIO_MAX} characters.`);

export const profileUpdateSchema = z.object({
  username: usernameSchema.optional(),
  bio: bioSchema.nullable().optional(),
});

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_ACCEPTED_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;
