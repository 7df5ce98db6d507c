import type { comments } from '../../db/community-schema.ts';
import type { Actor } from '../actors.ts';
import { isShownTo } from '../moderation/visibility.ts';

// A comment as read: the row plus its author's current display data.
export type Comment = typeof comments.$inferSelect & {
  authorUsername: string | null;
  authorAvatarKey: string | null;
  authorSuspended: boolean;
};

/** Held comments (ADR 0017) are seen by their author and admins only, like hidden ones. */
export const commentShownTo = (actor: Actor, comment: Comment) =>
  isShownTo(actor, { ...comment, held: comment.status === 'held' });
