import { isUuid } from '@reelboard/shared/ids';
import { blockedTermSchema } from '@reelboard/shared/moderation';
import { asc, eq } from 'drizzle-orm';
import { RE2JS } from 're2js';
import type { Database } from '../../db/client.ts';
import { blockedTerms } from '../../db/moderation-schema.ts';
import { AppError, badInput, notFound } from '../../errors.ts';
import type { CacheChanges } from '../../realtime/cache-changes.ts';
import type { Changes } from '../../realtime/changes.ts';
import { createKeptAnswers } from '../../realtime/kept-answers.ts';
import { type Actor, requireAdmin } from '../actors.ts';
import { recordAction } from './audit-log.ts';

export type BlockedTerm = typeof blockedTerms.$inferSelect;

// Letters, digits and _ make a word; a blocked word matches only as a whole word.
const NOT_WORD = '[^\\p{L}\\p{N}_]';

// Regular expressions run on RE2 (re2js): matching takes linear time whatever the
// pattern, so an admin's pattern cannot hang the server on a crafted comment (no
// catastrophic backtracking). Patterns are also capped at 200 characters.
function compile(term: { pattern: string; isRegex: boolean }): RE2JS {
  const source = term.isRegex
    ? term.pattern
    : `(?:^|${NOT_WORD})${RE2JS.quote(term.pattern)}(?:$|${NOT_WORD})`;
  return RE2JS.compile(source, RE2JS.CASE_INSENSITIVE);
}

type CompiledTerm = { pattern: string; matcher: RE2JS };

/** Admin-edited words and patterns that hold a comment for review (ADR 0017). */
export function createBlockedTerms(deps: { db: Database; caches?: CacheChanges; changes?: Changes }) {
  const { db } = deps;
  // Every comment is checked against the list: each node keeps it compiled, forgotten when
  // any node or process changes it (add and remove declare it) and at most 5 s old.
  const kept = createKeptAnswers<CompiledTerm[]>(deps.caches, {
    scope: 'blockedTerms',
    keepMs: 5000,
    maxEntries: 1,
  });
  const currentTerms = () =>
    kept.get('all', async () => {
      const rows = await db
        .select({ pattern: blockedTerms.pattern, isRegex: blockedTerms.isRegex })
        .from(blockedTerms);
      return rows.map((term) => ({ pattern: term.pattern, matcher: compile(term) }));
    });

  return {
    async list(actor: Actor): Promise<BlockedTerm[]> {
      requireAdmin(actor);
      return db.select().from(blockedTerms).orderBy(asc(blockedTerms.createdAt), asc(blockedTerms.id));
    },

    async add(actor: Actor, input: { pattern: string; isRegex?: boolean | null }): Promise<BlockedTerm> {
      const admin = requireAdmin(actor);
      const parsed = blockedTermSchema.safeParse({ pattern: input.pattern, isRegex: input.isRegex ?? false });
      if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? 'Invalid pattern.');
      try {
        compile(parsed.data);
      } catch (error) {
        throw badInput(`This pattern is not a valid regular expression: ${(error as Error).message}`);
      }
      const term = await db.transaction(async (tx) => {
        const [term] = await tx.insert(blockedTerms).values(parsed.data).onConflictDoNothing().returning();
        if (!term) throw new AppError('CONFLICT', 'This pattern is already blocked.');
        await recordAction(tx, {
          adminId: admin.userId,
          action: 'ADD_BLOCKED_TERM',
          targetType: 'blocked_term',
          targetId: term.id,
          reason: term.pattern,
        });
        return term;
      });
      await deps.changes?.made({ scopes: ['blockedTerms'] });
      return term;
    },

    async remove(actor: Actor, id: string): Promise<BlockedTerm> {
      const admin = requireAdmin(actor);
      if (!isUuid(id)) throw notFound('Blocked term not found.');
      const term = await db.transaction(async (tx) => {
        const [term] = await tx.delete(blockedTerms).where(eq(blockedTerms.id, id)).returning();
        if (!term) throw notFound('Blocked term not found.');
        await recordAction(tx, {
          adminId: admin.userId,
          action: 'REMOVE_BLOCKED_TERM',
          targetType: 'blocked_term',
          targetId: term.id,
          reason: term.pattern,
        });
        return term;
      });
      await deps.changes?.made({ scopes: ['blockedTerms'] });
      return term;
    },

    /** The first blocked term the text matches, or undefined (for the comment service). */
    async firstMatch(text: string): Promise<string | undefined> {
      const terms = await currentTerms();
      return terms.find((term) => term.matcher.matcher(text).find())?.pattern;
    },
  };
}
