import type { ReportTargetType } from '@reelboard/shared/moderation';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { comments, posts } from '../../db/community-schema.ts';
import { authorSuspended, recountComments } from '../../db/moderation-visibility.ts';
import { userProfiles, users } from '../../db/schema.ts';
import { videos } from '../../db/video-schema.ts';
import type { CacheScope } from '../../realtime/cache-changes.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The kept answers that show a target: its own lists, and the comments under a video or post. */
export function scopesShowing(targetType: ReportTargetType): CacheScope[] {
  if (targetType === 'video') return ['catalogue', 'comments'];
  if (targetType === 'post') return ['community', 'comments'];
  return targetType === 'comment' ? ['comments'] : ['catalogue'];
}
export type Key = { targetType: ReportTargetType; targetId: string };

/** What the queue shows of a reported thing: its text, shortened, and its author. */
export type TargetSummary = Key & {
  title: string | null;
  text: string | null;
  authorId: string | null;
  authorName: string | null;
  authorSuspended: boolean;
  hiddenAt: Date | null;
  hiddenBy: string | null;
  held: boolean;
};

const TITLE_MAX = 120;
const TEXT_MAX = 280;
/** Cut at a code point, never inside one, with an ellipsis when something was cut. */
const shorten = (text: string | null, max: number) => {
  if (text === null) return null;
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
};

// The content tables moderation can hide (creators are people: they are suspended instead).
const hideable = { video: videos, post: posts, comment: comments } as const;
export const isHideable = (type: ReportTargetType): type is keyof typeof hideable => type in hideable;

/**
 * Hides the content; true when this call changed it. The system holds only what is shown;
 * an admin's hide also takes over a hold, so that dismissing later does not undo it.
 */
export async function hide(tx: Tx, key: Key, by: string, at: Date): Promise<boolean> {
  if (!isHideable(key.targetType)) return false;
  const table = hideable[key.targetType];
  const rows = await tx
    .update(table)
    .set({ hiddenAt: sql`coalesce(${table.hiddenAt}, ${at}::timestamptz)`, hiddenBy: by })
    .where(
      and(
        eq(table.id, key.targetId),
        by === 'system' ? isNull(table.hiddenAt) : or(isNull(table.hiddenAt), eq(table.hiddenBy, 'system')),
      ),
    )
    .returning({ id: table.id });
  if (key.targetType === 'comment') await recount(tx, eq(comments.id, key.targetId));
  return rows.length > 0;
}

/** Shows the content again; `onlyBy` limits it to a hide made by that hider ('system'). */
export async function unhide(tx: Tx, key: Key, onlyBy?: string): Promise<boolean> {
  if (!isHideable(key.targetType)) return false;
  const table = hideable[key.targetType];
  const rows = await tx
    .update(table)
    .set({ hiddenAt: null, hiddenBy: null })
    .where(and(eq(table.id, key.targetId), onlyBy === undefined ? undefined : eq(table.hiddenBy, onlyBy)))
    .returning({ id: table.id });
  if (key.targetType === 'comment') await recount(tx, eq(comments.id, key.targetId));
  return rows.length > 0;
}

export async function recount(tx: Pick<Database, 'execute'>, which: SQL): Promise<void> {
  for (const statement of recountComments(which)) await tx.execute(statement);
}

const nameOf = sql<string | null>`coalesce(${userProfiles.username}, ${users.name})`;

/** The queue's view of many targets at once: one query per kind. */
export async function summarize(db: Database, keys: Key[]): Promise<Map<string, TargetSummary>> {
  const ids = (type: ReportTargetType) => keys.filter((k) => k.targetType === type).map((k) => k.targetId);
  const found: TargetSummary[] = [];
  const rowsOf = async (type: ReportTargetType, table: typeof videos | typeof posts | typeof comments) => {
    const wanted = ids(type);
    if (wanted.length === 0) return;
    const authorId =
      table === videos ? videos.creatorId : table === posts ? posts.authorId : comments.authorId;
    const rows = await db
      .select({
        targetId: table.id,
        title: table === videos ? videos.title : table === posts ? posts.title : sql<null>`null`,
        text: table === videos ? videos.description : table === posts ? posts.content : comments.content,
        authorId,
        authorName: nameOf,
        authorSuspended: sql<boolean>`${authorSuspended(authorId)}`,
        hiddenAt: table.hiddenAt,
        hiddenBy: table.hiddenBy,
        held: table === comments ? sql<boolean>`${comments.status} = 'held'` : sql<boolean>`false`,
      })
      .from(table)
      .leftJoin(users, eq(users.id, authorId))
      .leftJoin(userProfiles, eq(userProfiles.userId, authorId))
      .where(inArray(table.id, wanted));
    found.push(...rows.map((row) => ({ ...row, targetType: type })));
  };
  await Promise.all([rowsOf('video', videos), rowsOf('post', posts), rowsOf('comment', comments)]);
  const creators = ids('creator');
  if (creators.length > 0) {
    const rows = await db
      .select({ id: users.id, name: nameOf, bio: userProfiles.bio, suspendedAt: users.suspendedAt })
      .from(users)
      .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
      .where(inArray(users.id, creators));
    for (const row of rows) {
      found.push({
        targetType: 'creator',
        targetId: row.id,
        title: row.name,
        text: row.bio,
        authorId: row.id,
        authorName: row.name,
        authorSuspended: row.suspendedAt !== null,
        hiddenAt: null,
        hiddenBy: null,
        held: false,
      });
    }
  }
  return new Map(
    found.map((summary) => [
      `${summary.targetType}:${summary.targetId}`,
      { ...summary, title: shorten(summary.title, TITLE_MAX), text: shorten(summary.text, TEXT_MAX) },
    ]),
  );
}
