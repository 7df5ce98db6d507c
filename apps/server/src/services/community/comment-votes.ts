import { applyVote, type Vote } from '@reelboard/shared/votes';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { comments, commentVotes } from '../../db/community-schema.ts';
import { AppError } from '../../errors.ts';

// One visitor's vote on a comment, as one statement that changes their vote row and the
// comment's counters together, on the condition that their previous vote is still the one
// read before. A comment under load is voted on by many visitors at once, and its row is
// locked by every counter update until that commit: as one statement, the lock lasts for the
// update and the commit only, never for a round trip to this process (ADR 0020). A visitor
// whose vote changed in between (parallel clicks) reads it again and votes again, so their
// clicks count one after the other, as applyVote (shared/votes.ts) says. A failed attempt
// means another of their clicks went through, so N parallel clicks need at most N attempts;
// the bound only keeps one visitor's flood from looping without end.
const ATTEMPTS = 50;

/** The visitor's current vote on a comment, or undefined. */
async function currentVote(db: Database, commentId: string, voter: string) {
  const [row] = await db
    .select({ vote: commentVotes.vote })
    .from(commentVotes)
    .where(and(eq(commentVotes.commentId, commentId), eq(commentVotes.voter, voter)));
  return row?.vote as Vote | undefined;
}

/**
 * Applies `vote` on top of the visitor's previous vote; answers the comment's counters after
 * it. `previous` is the vote the caller read with the comment (undefined: none).
 */
export async function castCommentVote(
  db: Database,
  input: { commentId: string; voter: string; vote: Vote; previous: Vote | undefined },
): Promise<{ likes: number; dislikes: number }> {
  const { commentId, voter } = input;
  let previous = input.previous;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const { kept, likes, dislikes } = applyVote(previous, input.vote);
    const mine = sql`${commentVotes.commentId} = ${commentId} and ${commentVotes.voter} = ${voter}`;
    // The visitor's row moves from `previous` to `kept`, or nothing happens.
    const change =
      previous === undefined
        ? sql`insert into ${commentVotes} (comment_id, voter, vote) values (${commentId}, ${voter}, ${kept})
            on conflict do nothing returning 1`
        : kept === undefined
          ? sql`delete from ${commentVotes} where ${mine} and ${commentVotes.vote} = ${previous} returning 1`
          : sql`update ${commentVotes} set vote = ${kept}, created_at = now()
            where ${mine} and ${commentVotes.vote} = ${previous} returning 1`;
    const result = await db.execute<{ likes: number; dislikes: number }>(sql`
      with changed as (${change})
      update ${comments} set likes = likes + ${likes}, dislikes = dislikes + ${dislikes}
      where ${comments.id} = ${commentId} and exists (select from changed)
      returning likes, dislikes`);
    const [counters] = result.rows;
    if (counters) return counters;
    // Nothing changed: the vote moved in between (or the comment went). Read it again.
    previous = await currentVote(db, commentId, voter);
  }
  throw new AppError('CONFLICT', 'This comment is being voted on from here right now. Try again.');
}
