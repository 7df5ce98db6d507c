import { parseVideoCategory } from '@reelboard/shared/categories';
import { isUuid } from '@reelboard/shared/ids';
import { desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authorSuspended, videoShown } from '../../db/moderation-visibility.ts';
import { userProfiles } from '../../db/schema.ts';
import { videos } from '../../db/video-schema.ts';

// How videos are read from the database: with their uploader's display data, newest first,
// narrowed by the list's filters. Who may see which video, and which of its fields, is the
// video service's rule (asSeenBy); these are the queries it, the home feed and the board
// build on.

export type VideoFilter = {
  category?: { eq?: string | null } | null;
  isFeatured?: { eq?: boolean | null } | null;
  isTrending?: { eq?: boolean | null } | null;
  isApproved?: { eq?: boolean | null } | null;
  creatorId?: { eq?: string | null } | null;
  title?: { contains?: string | null } | null;
  tags?: { contains?: string | null } | null;
};

/**
 * Videos with their uploader's display data; every read of videos starts here. `extra`
 * adds computed columns a query orders by and pages on (the Shorts rank).
 */
export const selectVideos = <Extra extends Record<string, SQL>>(db: Database, extra?: Extra) =>
  db
    .select({
      ...getTableColumns(videos),
      creatorUsername: userProfiles.username,
      creatorAvatarKey: userProfiles.avatarUrl,
      creatorEmail: userProfiles.email,
      creatorSuspended: sql<boolean>`${authorSuspended(videos.creatorId)}`,
      ...(extra as Extra),
    })
    .from(videos)
    .leftJoin(userProfiles, eq(userProfiles.userId, videos.creatorId));

// Everyone sees approved, active, unexpired videos that are not hidden by moderation (nor
// their uploader suspended: ADR 0017) nor scheduled for later (ADR 0039). Built-in samples
// keep the expiry date of the original seed but stay visible: they are the fallback content.
// The first three conditions are written out (not as bound parameters) so that the planner
// can use the partial indexes on public videos (videos_public_idx, videos_creator_public_idx),
// whose predicate they repeat. `now` is a time, or SQL's now() inside a kept subquery.
export const publiclyVisible = (now: Date | SQL) =>
  sql`(${videos.isApproved} and ${videos.isActive} and ${videos.publishAt} is null and (${videos.expiryDate} > ${now} or ${videos.origin} = 'sample') and ${videoShown})`;

/**
 * Played by the Shorts page's own player: processed (an HLS ladder, or the samples' and
 * external videos' MP4), not a YouTube embed.
 */
export const playableInShorts = sql`(${videos.processingStatus} = 'ready' and ${videos.source} <> 'youtube')`;

/** Newest upload first; equal dates by id, so that a keyset cursor neither repeats nor skips. */
export const newestFirst = [desc(videos.uploadDate), desc(videos.id)];

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The list filter as SQL conditions, or undefined when it can match nothing (a malformed
 * creator id, an unknown category), so that the caller answers an empty page at once.
 */
export function filterConditions(filter: VideoFilter): SQL[] | undefined {
  const conditions: SQL[] = [];
  const creatorId = filter.creatorId?.eq;
  if (creatorId) {
    if (!isUuid(creatorId)) return undefined;
    conditions.push(eq(videos.creatorId, creatorId));
  }
  const categoryName = filter.category?.eq;
  if (categoryName) {
    const category = parseVideoCategory(categoryName);
    if (!category) return undefined;
    conditions.push(eq(videos.category, category));
  }
  for (const flag of ['isFeatured', 'isTrending', 'isApproved'] as const) {
    const value = filter[flag]?.eq;
    if (typeof value === 'boolean') conditions.push(eq(videos[flag], value));
  }
  const title = filter.title?.contains?.trim();
  if (title) {
    conditions.push(sql`lower(${videos.title}) like ${`%${escapeLike(title.toLowerCase())}%`}`);
  }
  const tag = filter.tags?.contains?.trim().toLowerCase();
  if (tag) conditions.push(sql`${videos.tags} @> array[${tag}]::text[]`);
  return conditions;
}
