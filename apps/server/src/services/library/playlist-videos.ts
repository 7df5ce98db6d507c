import { isUuid } from '@reelboard/shared/ids';
import { libraryMessages, PLAYLIST_VIDEOS_MAX } from '@reelboard/shared/library';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { playlists, playlistVideos } from '../../db/library-schema.ts';
import { videos } from '../../db/video-schema.ts';
import { badInput, notFound } from '../../errors.ts';
import type { Changes } from '../../realtime/changes.ts';
import type { Actor } from '../actors.ts';
import { selectVideos } from '../videos/video-queries.ts';
import type { Video, VideoService } from '../videos/video-service.ts';
import { splitRow, visibleTo } from './library-videos.ts';
import type { Playlist, Playlists } from './playlists.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const notInPlaylist = 'That video is not in this playlist.';

// The videos of a playlist, in order. Every change locks the playlist's row first, so that
// two tabs adding or moving at once number the entries one after the other; positions stay
// 0, 1, 2, ... without gaps. Only videos the owner may see go in; each reader is shown the
// ones they may see.
export function createPlaylistVideos(deps: {
  db: Database;
  playlists: Pick<Playlists, 'owned' | 'readable'>;
  videos: Pick<VideoService, 'get'>;
  changes?: Changes;
  claimWrite: (userId: string) => Promise<void>;
  now: () => Date;
}) {
  const { db } = deps;

  /** Runs a change of the owner's playlist under its row lock, then answers it as it is now. */
  async function change(
    actor: Actor,
    playlistId: string,
    work: (tx: Transaction, playlist: Playlist) => Promise<void>,
  ): Promise<Playlist> {
    const playlist = await deps.playlists.owned(actor, playlistId);
    await deps.claimWrite(playlist.ownerId);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from ${playlists} where id = ${playlist.id} for update`);
      await work(tx, playlist);
      await tx.update(playlists).set({ updatedAt: deps.now() }).where(eq(playlists.id, playlist.id));
    });
    await deps.changes?.made({ scopes: [] });
    return (await deps.playlists.readable(actor, playlist.id)) as Playlist;
  }

  /** Numbers the playlist's entries 0, 1, 2, ... in the given order. */
  async function writeOrder(tx: Transaction, playlistId: string, videoIds: string[]) {
    if (videoIds.length === 0) return;
    const order = sql.join(
      videoIds.map((videoId, position) => sql`(${videoId}::uuid, ${position}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${playlistVideos} set position = ordered.position
      from (values ${order}) as ordered(video_id, position)
      where ${playlistVideos.playlistId} = ${playlistId} and ${playlistVideos.videoId} = ordered.video_id
        and ${playlistVideos.position} <> ordered.position`);
  }

  /** The playlist's entries in order, each with whether the actor may see its video. */
  const entries = (tx: Transaction, actor: Actor, playlistId: string) =>
    tx
      .select({ videoId: playlistVideos.videoId, visible: sql<boolean>`${visibleTo(actor, deps.now())}` })
      .from(playlistVideos)
      .innerJoin(videos, eq(videos.id, playlistVideos.videoId))
      .where(eq(playlistVideos.playlistId, playlistId))
      .orderBy(asc(playlistVideos.position));

  return {
    /** The videos of a playlist the actor may open, in order: those the actor may see. */
    async videosOf(actor: Actor, playlist: Pick<Playlist, 'id'>): Promise<Video[]> {
      const rows = await selectVideos(db)
        .innerJoin(playlistVideos, eq(playlistVideos.videoId, videos.id))
        .where(and(eq(playlistVideos.playlistId, playlist.id), visibleTo(actor, deps.now())))
        .orderBy(asc(playlistVideos.position));
      return rows.map((row) => splitRow(actor, row, []).video);
    },

    /** Adds a video the owner may see at the end; a video already in it stays where it is. */
    async add(actor: Actor, playlistId: string, videoId: string): Promise<Playlist> {
      if (!isUuid(videoId) || !(await deps.videos.get(actor, videoId))) {
        throw notFound(libraryMessages.videoNotFound);
      }
      return change(actor, playlistId, async (tx, playlist) => {
        const [held] = await tx
          .select({
            count: sql<number>`count(*)`.mapWith(Number),
            next: sql<number>`coalesce(max(${playlistVideos.position}) + 1, 0)`.mapWith(Number),
          })
          .from(playlistVideos)
          .where(eq(playlistVideos.playlistId, playlist.id));
        if ((held?.count ?? 0) >= PLAYLIST_VIDEOS_MAX) throw badInput(libraryMessages.playlistFull);
        await tx
          .insert(playlistVideos)
          .values({ playlistId: playlist.id, videoId, position: held?.next ?? 0 })
          .onConflictDoNothing();
      });
    },

    /** Takes a video out; the others close the gap. */
    async remove(actor: Actor, playlistId: string, videoId: string): Promise<Playlist> {
      return change(actor, playlistId, async (tx, playlist) => {
        if (!isUuid(videoId)) throw notFound(notInPlaylist);
        const removed = await tx
          .delete(playlistVideos)
          .where(and(eq(playlistVideos.playlistId, playlist.id), eq(playlistVideos.videoId, videoId)))
          .returning({ videoId: playlistVideos.videoId });
        if (removed.length === 0) throw notFound(notInPlaylist);
        const rest = await entries(tx, actor, playlist.id);
        await writeOrder(
          tx,
          playlist.id,
          rest.map((entry) => entry.videoId),
        );
      });
    },

    /**
     * Moves a video to `toIndex` of the list as its owner sees it (videos hidden from them
     * since keep their place among the others).
     */
    async move(actor: Actor, playlistId: string, videoId: string, toIndex: number): Promise<Playlist> {
      if (!Number.isInteger(toIndex) || toIndex < 0) throw badInput('toIndex must be 0 or more.');
      return change(actor, playlistId, async (tx, playlist) => {
        const list = await entries(tx, actor, playlist.id);
        if (!list.some((entry) => entry.videoId === videoId)) throw notFound(notInPlaylist);
        const rest = list.filter((entry) => entry.videoId !== videoId);
        const before = rest.filter((entry) => entry.visible)[toIndex];
        const order = rest.map((entry) => entry.videoId);
        order.splice(before ? order.indexOf(before.videoId) : order.length, 0, videoId);
        await writeOrder(tx, playlist.id, order);
      });
    },
  };
}
