import { isUuid } from '@reelboard/shared/ids';
import {
  libraryMessages,
  PLAYLIST_VISIBILITIES,
  PLAYLISTS_PER_PERSON_MAX,
  type PlaylistVisibility,
  parsePlaylistTitle,
} from '@reelboard/shared/library';
import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { playlists, playlistVideos } from '../../db/library-schema.ts';
import { decodeCursor, pageSize, pastCursor, toPage } from '../../db/pagination.ts';
import { userProfiles, users } from '../../db/schema.ts';
import { videos } from '../../db/video-schema.ts';
import { badInput, forbidden, notFound } from '../../errors.ts';
import type { Changes } from '../../realtime/changes.ts';
import { type Actor, requireReader, requireUser, userIdOf } from '../actors.ts';
import { visibleTo } from './library-videos.ts';
import type { Page } from './saved-videos.ts';

export type Playlist = typeof playlists.$inferSelect & {
  ownerName: string;
  /** Videos in it that the reader may see. */
  videoCount: number;
  isOwner: boolean;
};

export type PlaylistInput = { title?: string | null; visibility?: string | null };

const notOwner = 'You can only change your own playlists.';

function parseInput(input: PlaylistInput): { title?: string; visibility?: PlaylistVisibility } {
  const title = input.title == null ? undefined : parsePlaylistTitle(input.title);
  if (title && 'error' in title) throw badInput(title.error);
  const visibility = input.visibility ?? undefined;
  if (visibility !== undefined && !PLAYLIST_VISIBILITIES.includes(visibility as PlaylistVisibility)) {
    throw badInput('visibility must be public, unlisted or private.');
  }
  return { title: title?.title, visibility: visibility as PlaylistVisibility | undefined };
}

// Playlists: a person's own ordered lists of videos. Public and unlisted ones open for
// anyone with the public key (public ones may be listed later; unlisted ones only by link);
// private ones exist for their owner alone: to anyone else they are not found. Only the
// owner changes one. The videos in it are playlist-videos.ts's.
export function createPlaylists(deps: {
  db: Database;
  changes?: Changes;
  claimWrite: (userId: string) => Promise<void>;
  now: () => Date;
}) {
  const { db } = deps;

  const select = (actor: Actor) =>
    db
      .select({
        ...getTableColumns(playlists),
        // Someone who never opened their profile has no profile row yet: their name stands in.
        ownerName: sql<string>`coalesce(${userProfiles.username}, ${users.name}, 'Unknown')`,
        videoCount: sql<number>`(select count(*) from ${playlistVideos}
          join ${videos} on ${videos.id} = ${playlistVideos.videoId}
          where ${playlistVideos.playlistId} = ${playlists.id} and ${visibleTo(actor, deps.now())})`.mapWith(
          Number,
        ),
      })
      .from(playlists)
      .leftJoin(userProfiles, eq(userProfiles.userId, playlists.ownerId))
      .leftJoin(users, eq(users.id, playlists.ownerId));

  const withOwner = (actor: Actor, row: Omit<Playlist, 'isOwner'>): Playlist => ({
    ...row,
    isOwner: row.ownerId === userIdOf(actor),
  });

  /** The playlist if the actor may open it: public, unlisted, or their own. */
  async function readable(actor: Actor, id: string): Promise<Playlist | undefined> {
    requireReader(actor);
    if (!isUuid(id)) return undefined;
    const [row] = await select(actor).where(eq(playlists.id, id));
    if (!row) return undefined;
    const playlist = withOwner(actor, row);
    return playlist.visibility !== 'private' || playlist.isOwner ? playlist : undefined;
  }

  /** The playlist if the actor owns it; not found or forbidden otherwise. */
  async function owned(actor: Actor, id: string): Promise<Playlist> {
    requireUser(actor);
    const playlist = await readable(actor, id);
    if (!playlist) throw notFound(libraryMessages.playlistNotFound);
    if (!playlist.isOwner) throw forbidden(notOwner);
    return playlist;
  }

  const reread = async (actor: Actor, id: string) => (await readable(actor, id)) as Playlist;

  return {
    readable,
    owned,

    /** The person's playlists, most recently changed first. */
    async listMine(
      actor: Actor,
      args: { limit?: number | null; nextToken?: string | null },
    ): Promise<Page<Playlist>> {
      const { userId } = requireUser(actor);
      const size = pageSize(args.limit);
      const cursor = decodeCursor(args.nextToken);
      const rows = await select(actor)
        .where(
          and(
            eq(playlists.ownerId, userId),
            pastCursor(cursor, { at: playlists.updatedAt, id: playlists.id }, 'desc'),
          ),
        )
        .orderBy(desc(playlists.updatedAt), desc(playlists.id))
        .limit(size + 1);
      const page = toPage(rows, size, (row) => row.updatedAt);
      return { ...page, items: page.items.map((row) => withOwner(actor, row)) };
    },

    /** A new playlist, private unless told otherwise. */
    async create(actor: Actor, input: PlaylistInput): Promise<Playlist> {
      const { userId } = requireUser(actor);
      const { title, visibility } = parseInput(input);
      if (title === undefined) throw badInput(libraryMessages.titleRequired);
      await deps.claimWrite(userId);
      const [owned] = await db
        .select({ count: count() })
        .from(playlists)
        .where(eq(playlists.ownerId, userId));
      if ((owned?.count ?? 0) >= PLAYLISTS_PER_PERSON_MAX) throw badInput(libraryMessages.tooManyPlaylists);
      const [created] = await db
        .insert(playlists)
        .values({ ownerId: userId, title, visibility: visibility ?? 'private' })
        .returning({ id: playlists.id });
      await deps.changes?.made({ scopes: [] });
      return reread(actor, (created as { id: string }).id);
    },

    /** Renames it or changes who may open it; the owner only. */
    async update(actor: Actor, id: string, input: PlaylistInput): Promise<Playlist> {
      const playlist = await owned(actor, id);
      const { title, visibility } = parseInput(input);
      await deps.claimWrite(playlist.ownerId);
      await db
        .update(playlists)
        .set({
          ...(title !== undefined && { title }),
          ...(visibility && { visibility }),
          updatedAt: deps.now(),
        })
        .where(eq(playlists.id, playlist.id));
      await deps.changes?.made({ scopes: [] });
      return reread(actor, playlist.id);
    },

    /** Deletes it with its entries (the videos stay); the owner only. */
    async remove(actor: Actor, id: string): Promise<string> {
      const playlist = await owned(actor, id);
      await deps.claimWrite(playlist.ownerId);
      await db.delete(playlists).where(eq(playlists.id, playlist.id));
      await deps.changes?.made({ scopes: [] });
      return playlist.id;
    },

    /** Which of the person's playlists hold the video (the "Save to playlist" dialog). */
    async idsHolding(actor: Actor, videoId: string): Promise<string[]> {
      const { userId } = requireUser(actor);
      if (!isUuid(videoId)) return [];
      const rows = await db
        .select({ id: playlists.id })
        .from(playlistVideos)
        .innerJoin(playlists, eq(playlists.id, playlistVideos.playlistId))
        .where(and(eq(playlists.ownerId, userId), eq(playlistVideos.videoId, videoId)));
      return rows.map((row) => row.id);
    },
  };
}

export type Playlists = ReturnType<typeof createPlaylists>;
