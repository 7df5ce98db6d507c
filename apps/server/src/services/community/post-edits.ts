import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { comments, posts } from '../../db/community-schema.ts';
import { badInput, forbidden } from '../../errors.ts';
import type { CacheScope } from '../../realtime/cache-changes.ts';
import { type Actor, isAdmin, requireUser } from '../actors.ts';
import { type Post, postInputSchema } from './post-row.ts';

// Authors edit their own posts (title, content, category); authors and admins delete them,
// with the comments under them (ADR 0017). Counters are not part of an edit.
export function createPostEdits(deps: {
  db: Database;
  mustSee: (actor: Actor, id: string) => Promise<Post>;
  /** Declares what changed: the board by default. */
  changed: (scopes?: readonly CacheScope[]) => Promise<void>;
  now: () => Date;
}) {
  const { db } = deps;

  return {
    async update(
      actor: Actor,
      input: { id: string; title?: string | null; content?: string | null; category?: string | null },
    ): Promise<Post> {
      const { userId } = requireUser(actor);
      const post = await deps.mustSee(actor, input.id);
      if (post.authorId !== userId) throw forbidden('You can only edit your own posts.');
      const parsed = postInputSchema
        .pick({ title: true, content: true, category: true })
        .partial()
        .safeParse({
          title: input.title ?? undefined,
          content: input.content ?? undefined,
          category: input.category ?? undefined,
        });
      if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? 'Invalid post.');
      await db
        .update(posts)
        .set({ ...parsed.data, editedAt: deps.now(), updatedAt: deps.now() })
        .where(eq(posts.id, post.id));
      await deps.changed();
      return deps.mustSee(actor, post.id);
    },

    async remove(actor: Actor, id: string): Promise<Post> {
      const { userId } = requireUser(actor);
      const post = await deps.mustSee(actor, id);
      if (!isAdmin(actor) && post.authorId !== userId) throw forbidden('You can only delete your own posts.');
      await db.transaction(async (tx) => {
        // Comments point at their target without a foreign key: they go with it here.
        await tx.delete(comments).where(and(eq(comments.targetType, 'post'), eq(comments.targetId, post.id)));
        await tx.delete(posts).where(eq(posts.id, post.id));
      });
      await deps.changed(['community', 'comments']);
      return post;
    },
  };
}
