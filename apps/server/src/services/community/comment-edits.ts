import { type CommentTargetType, commentProblem } from '@reelboard/shared/comments';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { comments } from '../../db/community-schema.ts';
import { recountTarget } from '../../db/moderation-visibility.ts';
import { badInput, forbidden, notFound } from '../../errors.ts';
import { type Actor, isAdmin, requireUser } from '../actors.ts';
import { type Comment, commentShownTo } from './comment-row.ts';

const NOT_AUTHORIZED = 'Not Authorized to access this field.';
const DELETED_COMMENT = '[deleted]';

// Authors edit and delete their own comments; admins delete any (ADR 0017). A comment with
// replies leaves a "[deleted]" placeholder (content cleared, author removed) so that its
// thread stays readable; without replies it goes, and so does a placeholder left without
// replies. Counters are recounted from the rows in the same transaction.
export function createCommentEdits(deps: {
  db: Database;
  byId: (id: string) => Promise<Comment | undefined>;
  assertTarget: (actor: Actor, target: { targetId: string; targetType: string }) => Promise<unknown>;
  blockedTerm: (content: string) => Promise<string | undefined>;
  onHeld: (commentId: string, term: string) => Promise<void>;
  /** Declares that comment threads changed. */
  changed: () => Promise<void> | undefined;
  now: () => Date;
}) {
  const { db } = deps;

  async function visible(actor: Actor, id: string): Promise<Comment> {
    const comment = await deps.byId(id);
    if (!comment || comment.deletedAt || !commentShownTo(actor, comment))
      throw notFound('Comment not found.');
    await deps.assertTarget(actor, comment);
    return comment;
  }

  return {
    /** Content only; an edit is checked like a new comment, blocked terms included. */
    async update(actor: Actor, input: { id: string; content: string }): Promise<Comment> {
      const { userId } = requireUser(actor);
      const comment = await visible(actor, input.id);
      if (comment.authorId !== userId) throw forbidden('You can only edit your own comments.');
      const problem = commentProblem(input.content ?? '');
      if (problem) throw badInput(problem);
      const content = input.content.trim();
      const blocked = await deps.blockedTerm(content);
      await db.transaction(async (tx) => {
        await tx
          .update(comments)
          .set({
            content,
            editedAt: deps.now(),
            updatedAt: deps.now(),
            ...(blocked !== undefined && { status: 'held' as const }),
          })
          .where(eq(comments.id, comment.id));
        if (blocked !== undefined) {
          await tx.execute(
            recountTarget(comment.targetType as CommentTargetType, sql`(${comment.targetId})`),
          );
        }
      });
      if (blocked !== undefined) await deps.onHeld(comment.id, blocked);
      await deps.changed();
      return (await deps.byId(comment.id)) as Comment;
    },

    async remove(actor: Actor, id: string): Promise<Comment> {
      const user = requireUser(actor);
      const comment = await visible(actor, id);
      if (!isAdmin(actor) && comment.authorId !== user.userId) throw forbidden(NOT_AUTHORIZED);
      await db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${comments} where id = ${comment.id} for update`);
        const hasReplies = async (commentId: string) =>
          (
            await tx
              .select({ id: comments.id })
              .from(comments)
              .where(eq(comments.parentCommentId, commentId))
              .limit(1)
          ).length > 0;
        if (await hasReplies(comment.id)) {
          await tx
            .update(comments)
            .set({
              content: DELETED_COMMENT,
              authorId: null,
              deletedAt: deps.now(),
              status: 'published',
              hiddenAt: null,
              hiddenBy: null,
            })
            .where(eq(comments.id, comment.id));
        } else {
          // Up the thread: a placeholder whose last reply went goes too.
          let parentId = comment.parentCommentId;
          await tx.delete(comments).where(eq(comments.id, comment.id));
          while (parentId) {
            const parent = await deps.byId(parentId);
            if (!parent?.deletedAt || (await hasReplies(parent.id))) break;
            await tx.delete(comments).where(eq(comments.id, parent.id));
            parentId = parent.parentCommentId;
          }
        }
        await tx.execute(recountTarget(comment.targetType as CommentTargetType, sql`(${comment.targetId})`));
      });
      await deps.changed();
      return comment;
    },
  };
}
