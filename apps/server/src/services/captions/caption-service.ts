import { randomUUID } from 'node:crypto';
import { CAPTION_LANGUAGE, parseCaptions, toWebVtt } from '@reelboard/shared/captions';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { captionCues, videoCaptions } from '../../db/caption-schema.ts';
import type { Database } from '../../db/client.ts';
import { videos } from '../../db/video-schema.ts';
import { badInput, forbidden, notFound } from '../../errors.ts';
import type { Changes } from '../../realtime/changes.ts';
import type { Storage } from '../../storage/storage.ts';
import { type Actor, isAdmin, requireReader, requireUser } from '../actors.ts';
import { publiclyVisible, selectVideos } from '../videos/video-queries.ts';
import { asSeenBy, type Video } from '../videos/video-service.ts';

// Captions of a video (ADR 0036): its uploader and admins add, replace and delete them, one
// file per language; whoever may see the video reads them. The file is stored as WebVTT,
// whatever was uploaded, under the video's folder, where the media gate serves it while the
// video is public (video-media.ts); its cues' text goes to caption_cues for search.

export type Caption = typeof videoCaptions.$inferSelect;
export type CaptionMatch = { video: Video; startSeconds: number; text: string };

const captionInput = z.object({
  videoId: z.uuid({ message: 'Video not found.' }),
  language: z.string().regex(CAPTION_LANGUAGE, 'Choose a language, such as "en" or "pt-BR".'),
  file: z.string(),
});

const searchInput = z.object({
  text: z.string().trim().min(1).max(100),
  limit: z.number().int().min(1).max(20).default(8),
});

/**
 * The key of a caption file: beside the video's outputs (videos/<creator>/<video>/), where
 * the media gate looks (video-media.ts); samples have no creator.
 */
const captionKey = (video: Video, language: string) =>
  `videos/${video.creatorId ?? 'samples'}/${video.id}/captions/${language}-${randomUUID()}.vtt`;

/** Words as a prefix query: "brigh wor" finds "bright world". Only letters and digits pass. */
function prefixQuery(text: string): string | undefined {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : undefined;
}

export function createCaptionService(deps: {
  db: Database;
  storage: Storage;
  changes: Changes;
  videos: {
    byId: (id: string) => Promise<Video | undefined>;
    canSee: (actor: Actor, id: string) => Promise<boolean>;
  };
  now?: () => Date;
}) {
  const { db, storage } = deps;
  const now = deps.now ?? (() => new Date());

  async function ownVideo(actor: Actor, videoId: string): Promise<Video> {
    const user = requireUser(actor, 'Sign in to manage captions.');
    const video = await deps.videos.byId(videoId);
    if (!video) throw notFound('Video not found.');
    if (!isAdmin(user) && video.creatorId !== user.userId) {
      throw forbidden('You can only manage captions of your own videos.');
    }
    return video;
  }

  const captionOf = async (videoId: string, language: string) =>
    (
      await db
        .select()
        .from(videoCaptions)
        .where(and(eq(videoCaptions.videoId, videoId), eq(videoCaptions.language, language)))
    )[0];

  return {
    /** The video's captions, for whoever may see the video; by language. */
    async list(actor: Actor, videoId: string): Promise<Caption[]> {
      if (!(await deps.videos.canSee(actor, videoId))) return [];
      return db
        .select()
        .from(videoCaptions)
        .where(eq(videoCaptions.videoId, videoId))
        .orderBy(asc(videoCaptions.language));
    },

    /** Adds or replaces the captions of one language; a file with errors is refused whole. */
    async upload(actor: Actor, input: { videoId: string; language: string; file: string }): Promise<Caption> {
      const parsedInput = captionInput.safeParse(input);
      if (!parsedInput.success) throw badInput(parsedInput.error.issues[0]?.message ?? 'Invalid captions.');
      const { videoId, language, file } = parsedInput.data;
      const video = await ownVideo(actor, videoId);
      const parsed = parseCaptions(file);
      if (!parsed.ok) throw badInput(parsed.error);
      const previous = await captionOf(videoId, language);
      const key = captionKey(video, language);
      await storage.put(key, Buffer.from(toWebVtt(parsed.cues)), 'text/vtt');
      const caption = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(videoCaptions)
          .values({ videoId, language, storageKey: key, cueCount: parsed.cues.length })
          .onConflictDoUpdate({
            target: [videoCaptions.videoId, videoCaptions.language],
            set: { storageKey: key, cueCount: parsed.cues.length, updatedAt: now() },
          })
          .returning();
        await tx
          .delete(captionCues)
          .where(and(eq(captionCues.videoId, videoId), eq(captionCues.language, language)));
        const rows = parsed.cues.map((cue, position) => ({
          videoId,
          language,
          position,
          startSeconds: cue.start,
          endSeconds: cue.end,
          text: cue.text,
        }));
        // In slices: PostgreSQL takes at most 65,535 parameters per statement.
        for (let from = 0; from < rows.length; from += 5000) {
          await tx.insert(captionCues).values(rows.slice(from, from + 5000));
        }
        return row as Caption;
      });
      // The replaced file goes once the new one is in force.
      if (previous) await storage.delete(previous.storageKey);
      await deps.changes.made({ scopes: ['catalogue'] });
      return caption;
    },

    async remove(actor: Actor, videoId: string, language: string): Promise<boolean> {
      if (!z.uuid().safeParse(videoId).success) throw notFound('Video not found.');
      await ownVideo(actor, videoId);
      const [removed] = await db
        .delete(videoCaptions)
        .where(and(eq(videoCaptions.videoId, videoId), eq(videoCaptions.language, language)))
        .returning();
      if (!removed) return false;
      await storage.delete(removed.storageKey);
      await deps.changes.made({ scopes: ['catalogue'] });
      return true;
    },

    /**
     * Public videos whose captions hold the words, each with its first matching cue: the
     * result opens the video at that moment.
     */
    async search(actor: Actor, args: { text: string; limit?: number | null }): Promise<CaptionMatch[]> {
      requireReader(actor);
      const parsed = searchInput.safeParse({ text: args.text, limit: args.limit ?? undefined });
      if (!parsed.success) return [];
      const query = prefixQuery(parsed.data.text);
      if (!query) return [];
      const matches = db
        .selectDistinctOn([captionCues.videoId], {
          videoId: captionCues.videoId,
          startSeconds: captionCues.startSeconds,
          text: captionCues.text,
        })
        .from(captionCues)
        .where(sql`to_tsvector('simple', ${captionCues.text}) @@ to_tsquery('simple', ${query})`)
        .orderBy(captionCues.videoId, captionCues.startSeconds)
        .as('matches');
      const rows = await selectVideos(db, {
        startSeconds: sql<number>`${matches.startSeconds}`,
        cueText: sql<string>`${matches.text}`,
      })
        .innerJoin(matches, eq(matches.videoId, videos.id))
        .where(publiclyVisible(now()))
        .orderBy(sql`${videos.views} desc`, videos.id)
        .limit(parsed.data.limit);
      return rows.map(({ startSeconds, cueText, ...video }) => ({
        video: asSeenBy(actor, video),
        startSeconds,
        text: cueText,
      }));
    },
  };
}
