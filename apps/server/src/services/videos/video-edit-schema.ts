import { parseVideoCategory, VIDEO_CATEGORIES } from '@reelboard/shared/categories';
import { z } from 'zod';

// What an uploader may write about a video, when creating it and when editing it.
const tagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Tags cannot be empty.')
  .max(30, 'Tags must be at most 30 characters.')
  .regex(/^[\p{L}\p{N} _-]+$/u, 'Tags may contain letters, digits, spaces, - and _ only.');

export const editSchema = z.object({
  title: z.string().trim().min(1, 'Title is required.').max(100, 'Title must be at most 100 characters.'),
  description: z.string().trim().max(5000, 'Description must be at most 5000 characters.'),
  category: z
    .string()
    .transform((value) => parseVideoCategory(value))
    .refine((value) => value !== undefined, `Category must be one of ${VIDEO_CATEGORIES.join(', ')}.`),
  tags: z
    .array(tagSchema)
    .max(20, 'At most 20 tags.')
    .transform((tags) => [...new Set(tags)]),
  adminNotes: z.string().trim().max(2000, 'Admin notes must be at most 2000 characters.').nullable(),
});
