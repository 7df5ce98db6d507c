import { libraryMessages, PLAYLIST_VIDEOS_MAX } from '@reelboard/shared/library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousReader, nobody } from '../../../test/actors.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { insertUser } from '../../../test/users.ts';
import { insertVideo } from '../../../test/videos.ts';
import type { Actor, UserActor } from '../actors.ts';
import { createVideoService } from '../videos/video-service.ts';
import { createLibraryService } from './library-service.ts';

// Playlists against a real database: who may open, change and fill one, and the order of
// its videos through adds, moves and removals.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let library: ReturnType<typeof createLibraryService>;
let owner: UserActor;
let stranger: UserActor;

beforeAll(async () => {
  database = await createTestDatabase();
  const videos = createVideoService({ db: database.db, viewerSecret: 'test-secret' });
  library = createLibraryService({ db: database.db, videos });
  [owner, stranger] = await Promise.all([
    insertUser(database.db, 'viewer', 'pl-owner'),
    insertUser(database.db, 'viewer', 'pl-stranger'),
  ]);
});
afterAll(() => database.close());

async function titlesOf(actor: Actor, playlistId: string) {
  const playlist = await library.playlists.readable(actor, playlistId);
  if (!playlist) return undefined;
  return (await library.playlistVideos.videosOf(actor, playlist)).map((video) => video.title);
}

describe('playlists', () => {
  it('creates, renames and deletes, private by default', async () => {
    const created = await library.playlists.create(owner, { title: '  Road trip ' });
    expect(created).toMatchObject({
      title: 'Road trip',
      visibility: 'private',
      ownerName: 'pl-owner',
      isOwner: true,
      videoCount: 0,
    });
    const renamed = await library.playlists.update(owner, created.id, {
      title: 'Long drive',
      visibility: 'public',
    });
    expect(renamed).toMatchObject({ title: 'Long drive', visibility: 'public' });
    expect((await library.playlists.listMine(owner, {})).items.map((playlist) => playlist.id)).toContain(
      created.id,
    );
    expect(await library.playlists.remove(owner, created.id)).toBe(created.id);
    expect(await library.playlists.readable(owner, created.id)).toBeUndefined();
  });

  it('refuses bad titles and visibilities, and signed-out callers', async () => {
    await expect(library.playlists.create(owner, { title: '   ' })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: libraryMessages.titleRequired,
    });
    await expect(library.playlists.create(owner, { title: 'x'.repeat(101) })).rejects.toMatchObject({
      message: libraryMessages.titleTooLong,
    });
    await expect(library.playlists.create(owner, { title: 'A', visibility: 'secret' })).rejects.toMatchObject(
      {
        code: 'BAD_USER_INPUT',
      },
    );
    for (const actor of [nobody, anonymousReader]) {
      await expect(library.playlists.create(actor, { title: 'A' })).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
    }
    await expect(
      library.playlists.readable(nobody, '00000000-0000-4000-8000-000000000000'),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('opens public and unlisted playlists to anyone, private ones to their owner only', async () => {
    const video = await insertVideo(database.db, { title: 'Shared clip' });
    for (const visibility of ['public', 'unlisted'] as const) {
      const playlist = await library.playlists.create(owner, { title: visibility, visibility });
      await library.playlistVideos.add(owner, playlist.id, video.id);
      for (const reader of [anonymousReader, stranger]) {
        expect(await titlesOf(reader, playlist.id)).toEqual(['Shared clip']);
        expect((await library.playlists.readable(reader, playlist.id))?.isOwner).toBe(false);
      }
    }
    const secret = await library.playlists.create(owner, { title: 'Mine alone' });
    await library.playlistVideos.add(owner, secret.id, video.id);
    expect(await titlesOf(owner, secret.id)).toEqual(['Shared clip']);
    for (const reader of [anonymousReader, stranger]) {
      expect(await library.playlists.readable(reader, secret.id)).toBeUndefined();
    }
  });

  it("refuses changes to someone else's playlist: not found when private, forbidden when they may open it", async () => {
    const video = await insertVideo(database.db);
    const open = await library.playlists.create(owner, { title: 'Open', visibility: 'public' });
    const closed = await library.playlists.create(owner, { title: 'Closed' });
    await library.playlistVideos.add(owner, open.id, video.id);
    const attempts = (id: string) => [
      () => library.playlists.update(stranger, id, { title: 'Mine now' }),
      () => library.playlists.remove(stranger, id),
      () => library.playlistVideos.add(stranger, id, video.id),
      () => library.playlistVideos.remove(stranger, id, video.id),
      () => library.playlistVideos.move(stranger, id, video.id, 0),
    ];
    for (const attempt of attempts(open.id))
      await expect(attempt()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    for (const attempt of attempts(closed.id)) {
      await expect(attempt()).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: libraryMessages.playlistNotFound,
      });
    }
    expect(await titlesOf(owner, open.id)).toHaveLength(1);
  });

  it('adds only videos the owner may see, and shows each reader only what they may see', async () => {
    const playlist = await library.playlists.create(owner, { title: 'Mixed', visibility: 'public' });
    const pending = await insertVideo(database.db, { creatorId: stranger.userId, isApproved: false });
    await expect(library.playlistVideos.add(owner, playlist.id, pending.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: libraryMessages.videoNotFound,
    });
    // The owner's own pending upload goes in, but only its owner sees it there.
    const own = await insertVideo(database.db, {
      creatorId: owner.userId,
      isApproved: false,
      title: 'Own draft',
    });
    const open = await insertVideo(database.db, { title: 'Open clip' });
    await library.playlistVideos.add(owner, playlist.id, own.id);
    await library.playlistVideos.add(owner, playlist.id, open.id);
    expect(await titlesOf(owner, playlist.id)).toEqual(['Own draft', 'Open clip']);
    expect(await titlesOf(anonymousReader, playlist.id)).toEqual(['Open clip']);
    expect((await library.playlists.readable(anonymousReader, playlist.id))?.videoCount).toBe(1);
    expect(await library.playlists.idsHolding(owner, open.id)).toContain(playlist.id);
  });

  it('keeps the order through adds, moves and removals', async () => {
    const playlist = await library.playlists.create(owner, { title: 'Ordered' });
    const videos = [];
    for (const title of ['A', 'B', 'C', 'D']) {
      const video = await insertVideo(database.db, { title });
      videos.push(video);
      await library.playlistVideos.add(owner, playlist.id, video.id);
    }
    const [a, b, c, d] = videos as [
      (typeof videos)[0],
      (typeof videos)[0],
      (typeof videos)[0],
      (typeof videos)[0],
    ];
    // Adding one again leaves it where it is.
    await library.playlistVideos.add(owner, playlist.id, b.id);
    expect(await titlesOf(owner, playlist.id)).toEqual(['A', 'B', 'C', 'D']);
    await library.playlistVideos.move(owner, playlist.id, d.id, 0);
    expect(await titlesOf(owner, playlist.id)).toEqual(['D', 'A', 'B', 'C']);
    await library.playlistVideos.move(owner, playlist.id, d.id, 99);
    expect(await titlesOf(owner, playlist.id)).toEqual(['A', 'B', 'C', 'D']);
    await library.playlistVideos.move(owner, playlist.id, a.id, 1);
    expect(await titlesOf(owner, playlist.id)).toEqual(['B', 'A', 'C', 'D']);
    await library.playlistVideos.remove(owner, playlist.id, a.id);
    expect(await titlesOf(owner, playlist.id)).toEqual(['B', 'C', 'D']);
    // A video hidden from the owner since keeps its place; indexes count what they see.
    await database.db.execute(`update videos set hidden_at = now() where id = '${c.id}'`);
    await library.playlistVideos.move(owner, playlist.id, d.id, 0);
    expect(await titlesOf(owner, playlist.id)).toEqual(['D', 'B']);
    await database.db.execute(`update videos set hidden_at = null where id = '${c.id}'`);
    expect(await titlesOf(owner, playlist.id)).toEqual(['D', 'B', 'C']);

    await expect(library.playlistVideos.remove(owner, playlist.id, a.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(library.playlistVideos.move(owner, playlist.id, b.id, -1)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
  });

  it('numbers parallel adds one after the other and stops at the limit', async () => {
    const playlist = await library.playlists.create(owner, { title: 'Busy' });
    const videos = await Promise.all(Array.from({ length: 6 }, () => insertVideo(database.db)));
    await Promise.all(videos.map((video) => library.playlistVideos.add(owner, playlist.id, video.id)));
    const positions = await database.db.execute(
      `select position from playlist_videos where playlist_id = '${playlist.id}' order by position`,
    );
    expect(positions.rows.map((row) => row.position)).toEqual([0, 1, 2, 3, 4, 5]);

    // Filled up to the limit straight in the database: one more is refused.
    await database.db.execute(`
      insert into videos (title, video_url, category, expiry_date, is_approved)
      select 'Filler ' || n, 'x.mp4', 'Business', now() + interval '1 year', true
      from generate_series(1, ${PLAYLIST_VIDEOS_MAX - videos.length}) n`);
    await database.db.execute(`
      insert into playlist_videos (playlist_id, video_id, position)
      select '${playlist.id}', id, 5 + row_number() over () from videos where title like 'Filler %'`);
    const more = await insertVideo(database.db);
    await expect(library.playlistVideos.add(owner, playlist.id, more.id)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: libraryMessages.playlistFull,
    });
  });
});
