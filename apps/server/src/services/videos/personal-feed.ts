import { type SQL, sql } from 'drizzle-orm';
import { notInterested } from '../../db/following-schema.ts';
import { watchHistory } from '../../db/library-schema.ts';
import { videos } from '../../db/video-schema.ts';

// What a signed-in person's own marks change in their feeds (ADR 0028), as conditions on
// `videos`: each reads the person's rows by their primary key or index, once per video.

/** The video was not marked "Not interested" by the person. */
export const notMarkedByPerson = (userId: string): SQL =>
  sql`not exists (select 1 from ${notInterested} where ${notInterested.userId} = ${userId} and ${notInterested.videoId} = ${videos.id})`;

/** The person marked a video of the same creator "Not interested". */
export const creatorMarkedByPerson = (userId: string): SQL =>
  sql`exists (select 1 from ${notInterested} where ${notInterested.userId} = ${userId} and ${notInterested.creatorId} = ${videos.creatorId})`;

/**
 * The person has not watched the video to the end: no position in their watch history
 * (the library's, ADR 0027) within its last stretch. The SQL twin of the shared
 * isNearlyFinished (packages/shared/src/library.ts): the last 10 seconds or 5 %, whichever
 * is shorter, at least the last second. Read here rather than asked of the library service
 * because it is a condition on every candidate row of a feed page.
 */
export const notWatchedToEnd = (userId: string): SQL =>
  sql`not exists (select 1 from ${watchHistory} where ${watchHistory.userId} = ${userId} and ${watchHistory.videoId} = ${videos.id}
    and ${videos.durationSeconds} > 0
    and ${watchHistory.positionSeconds} >= ${videos.durationSeconds} - greatest(1, least(10, ${videos.durationSeconds} * 0.05)))`;
