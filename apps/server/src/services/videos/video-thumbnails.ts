import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { videoProcessingAttempts } from '../../db/upload-schema.ts';
import { videos } from '../../db/video-schema.ts';
import { badInput, forbidden, notFound } from '../../errors.ts';
import { reencodeImage } from '../../media/reencode-image.ts';
import type { Changes } from '../../realtime/changes.ts';
import { generateKey } from '../../storage/keys.ts';
import type { Storage } from '../../storage/storage.ts';
import { type Actor, isAdmin, requireUser } from '../actors.ts';
import { candidatesOf, type ThumbnailCandidate } from './thumbnail-candidates.ts';
import { asSeenBy, type Video } from './video-service.ts';

// A video's thumbnail (ADR 0040): its uploader or an admin picks one of the frames
// processing made, or uploads an image. Every change gets a key of its own (a candidate's,
// or a new one for each upload), so no browser or CDN that kept the old picture under its
// key (cached a year, ADR 0025) can show it in place of the new one. The change is announced
// like any other video edit, so kept answers are forgotten on every node at once.

/** An uploaded thumbnail's longer side at most: a full-screen poster in Shorts. */
const MAX_SIDE = 1280;
/** An uploaded thumbnail's sides at least, either way round (Shorts are portrait). */
const MIN_LONG_SIDE = 160;
const MIN_SHORT_SIDE = 90;
/** Uploaded thumbnails live here, under the folder of the outputs the video shows. */
const UPLOAD_FOLDER = 'thumbnails/';

export const thumbnailMessages = {
  notFound: 'Video not found.',
  notOwner: 'You can only change the thumbnail of your own videos.',
  notReady: 'The thumbnail can be changed once the video has been processed.',
  noFrame: 'That frame does not exist. Choose one of the frames shown.',
  notAnImage: 'That file is not an image: upload a JPEG, PNG, WebP or GIF.',
  tooSmall: `The image is too small: it must be at least ${MIN_LONG_SIDE} × ${MIN_SHORT_SIDE} pixels.`,
  tooLarge: 'Thumbnails must be at most 10 MB.',
};

const chooseInput = z.object({
  videoId: z.uuid({ message: thumbnailMessages.notFound }),
  frame: z.number().int().min(0, thumbnailMessages.noFrame).max(99, thumbnailMessages.noFrame),
});

/** The folder of the processing attempt whose outputs the video shows; none before processing. */
const shownFolder = (video: Video): string | undefined =>
  video.processingStatus === 'ready' && video.processedUrl?.startsWith('videos/')
    ? video.processedUrl.slice(0, video.processedUrl.lastIndexOf('/') + 1)
    : undefined;

const isUploadedThumbnail = (video: Video, key: string | null): key is string => {
  const folder = shownFolder(video);
  if (!folder || !key) return false;
  return key.startsWith(`${folder}${UPLOAD_FOLDER}`);
};

export function createVideoThumbnails(deps: {
  db: Database;
  storage: Pick<Storage, 'put' | 'delete'>;
  changes: Changes;
  videos: { byId: (id: string) => Promise<Video | undefined> };
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** The video, when the actor is its uploader or an admin; refused otherwise. */
  async function ownVideo(actor: Actor, videoId: string): Promise<Video> {
    const user = requireUser(actor, 'Sign in to change a thumbnail.');
    const video = z.uuid().safeParse(videoId).success ? await deps.videos.byId(videoId) : undefined;
    if (!video) throw notFound(thumbnailMessages.notFound);
    if (!isAdmin(user) && video.creatorId !== user.userId) throw forbidden(thumbnailMessages.notOwner);
    return video;
  }

  /** Points the video at `key`, announces it, and answers the video as the actor sees it. */
  async function setThumbnail(actor: Actor, video: Video, key: string): Promise<Video> {
    const [updated] = await db
      .update(videos)
      .set({ thumbnailUrl: key, updatedAt: now() })
      // Only while it still shows the same outputs: the key lives under their folder.
      .where(and(eq(videos.id, video.id), eq(videos.processedUrl, video.processedUrl as string)))
      .returning({ id: videos.id });
    if (!updated) {
      if (isUploadedThumbnail(video, key)) await deps.storage.delete(key);
      throw notFound(thumbnailMessages.notFound);
    }
    await deps.changes.made({ scopes: ['catalogue'], events: [['video.updated', { videoId: video.id }]] });
    // A replaced upload is shown nowhere any more (candidates stay: they can be chosen again).
    if (isUploadedThumbnail(video, video.thumbnailUrl) && video.thumbnailUrl !== key) {
      await deps.storage.delete(video.thumbnailUrl);
    }
    return asSeenBy(actor, (await deps.videos.byId(video.id)) as Video);
  }

  return {
    /** The candidate frames, for the video's uploader and admins; none for anyone else. */
    async candidates(actor: Actor, video: Video): Promise<ThumbnailCandidate[]> {
      const mayChange = isAdmin(actor) || (actor.kind === 'user' && video.creatorId === actor.userId);
      return mayChange ? candidatesOf(db, video.id) : [];
    },

    /** Makes candidate `frame` (0-based) the video's thumbnail. */
    async chooseFrame(actor: Actor, input: { videoId: string; frame: number }): Promise<Video> {
      const video = await ownVideo(actor, input.videoId);
      const parsed = chooseInput.safeParse(input);
      if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? thumbnailMessages.noFrame);
      if (!shownFolder(video)) throw badInput(thumbnailMessages.notReady);
      const candidate = (await candidatesOf(db, video.id)).find((row) => row.frame === parsed.data.frame);
      if (!candidate) throw badInput(thumbnailMessages.noFrame);
      return setThumbnail(actor, video, candidate.storageKey);
    },

    /**
     * Makes an uploaded image the thumbnail: decoded and re-encoded as WebP (what it is is
     * decided by its bytes), at most 1280 pixels on its longer side. The upload is read only
     * once the caller may change the video; a refused file changes nothing.
     */
    async uploadImage(actor: Actor, videoId: string, readUpload: () => Promise<Buffer>): Promise<Video> {
      const video = await ownVideo(actor, videoId);
      const folder = shownFolder(video);
      if (!folder) throw badInput(thumbnailMessages.notReady);
      const image = await reencodeImage(await readUpload(), MAX_SIDE, () =>
        badInput(thumbnailMessages.notAnImage),
      );
      const { width = 0, height = 0 } = await sharp(image).metadata();
      if (Math.max(width, height) < MIN_LONG_SIDE || Math.min(width, height) < MIN_SHORT_SIDE) {
        throw badInput(thumbnailMessages.tooSmall);
      }
      const key = generateKey(`${folder}${UPLOAD_FOLDER}`, 'image/webp');
      // Recorded with the attempt's outputs before it is stored, as processing does: a crash
      // before the row points at it leaves no file that the video's removal forgets.
      await db
        .update(videoProcessingAttempts)
        .set({ keys: sql`array_append(${videoProcessingAttempts.keys}, ${key})` })
        .where(
          and(eq(videoProcessingAttempts.videoId, video.id), eq(videoProcessingAttempts.prefix, folder)),
        );
      await deps.storage.put(key, image, 'image/webp');
      return setThumbnail(actor, video, key);
    },
  };
}
