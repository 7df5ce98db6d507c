import { POST_CATEGORIES } from '@reelboard/shared/engagement';
import { z } from 'zod';
import type { posts } from '../../db/community-schema.ts';

// A post as read: the row plus the author's current display data.
export type Post = typeof posts.$inferSelect & {
  authorUsername: string | null;
  authorAvatarKey: string | null;
  authorSuspended: boolean;
};

/** A new post, and the fields of an edit (the same rules). */
export const postInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required.').max(200, 'Title must be at most 200 characters.'),
  content: z
    .string()
    .trim()
    .min(1, 'Content is required.')
    .max(10_000, 'Content must be at most 10000 characters.'),
  category: z.enum(POST_CATEGORIES, { message: `Category must be one of ${POST_CATEGORIES.join(', ')}.` }),
  imageUrl: z.string().nullish(),
});
