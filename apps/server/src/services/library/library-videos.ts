import { type SQL, sql } from 'drizzle-orm';
import { videos } from '../../db/video-schema.ts';
import { type Actor, isAdmin, userIdOf } from '../actors.ts';
import { publiclyVisible } from '../videos/video-queries.ts';
import { asSeenBy, type Video } from '../videos/video-service.ts';

// The videos a library shows are read with the videos area's own query and rules
// (video-queries.ts, video-service.ts): a library never shows a video its reader may not see.
// A video hidden later stays in the library, unseen, and shows again if it is restored.

/**
 * Which videos the actor may see, in SQL: the same rule as the video service's (public
 * videos, the uploader's own, everything for admins), for lists joined to library tables.
 */
export function visibleTo(actor: Actor, now: Date): SQL {
  if (isAdmin(actor)) return sql`true`;
  const userId = userIdOf(actor);
  const visible = publiclyVisible(now);
  return userId ? sql`(${visible} or ${videos.creatorId} = ${userId})` : visible;
}

/**
 * Splits a row of selectVideos with library columns added (`extra`) into those columns and
 * the video as the actor may read it.
 */
export function splitRow<Extra extends string, Row extends Video & Record<Extra, unknown>>(
  actor: Actor,
  row: Row,
  extra: readonly Extra[],
): { video: Video } & Pick<Row, Extra> {
  const video = { ...row } as Record<string, unknown>;
  const picked = {} as Record<string, unknown>;
  for (const key of extra) {
    picked[key] = row[key];
    delete video[key];
  }
  return { ...(picked as Pick<Row, Extra>), video: asSeenBy(actor, video as Video) };
}
