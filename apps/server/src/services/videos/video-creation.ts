import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { MAX_VIDEO_SECONDS } from '@reelboard/shared/video-limits';
import type { Database } from '../../db/client.ts';
import { videos } from '../../db/video-schema.ts';
import { badInput } from '../../errors.ts';
import type { Media, ProbeResult } from '../../media/ffmpeg.ts';
import type { Changes } from '../../realtime/changes.ts';
import type { Storage } from '../../storage/storage.ts';
import type { Actor } from '../actors.ts';
import type { UploadService } from './upload-service.ts';
import { editSchema } from './video-edit-schema.ts';
import { parsePublishTime } from './video-schedule.ts';
import { asSeenBy, type Video } from './video-service.ts';
import { copyToFile } from './work-files.ts';

const creationMessages = {
  tooLong: 'Video is too long. Maximum allowed length is 10 minutes.',
  notVideo: 'The file is not a video that can be played.',
  uploadRequired: 'No file selected or file name is missing.',
};

const EXPIRY_MS = 365 * 24 * 60 * 60 * 1000;
const PROBE_TIMEOUT_MS = 60_000;

export type CreateVideoInput = {
  title: string;
  description?: string | null;
  category?: string | null;
  tags?: string[] | null;
  videoUrl: string;
  /** Not public before this time, even once approved (ADR 0039). */
  publishAt?: Date | null;
};

// createVideo: a creator's completed upload becomes a pending video. What the file is and
// how long it lasts come from ffprobe, whatever the client claimed; a rejected file is
// removed. Everything else the original API let clients send (id, views, dates, ...) is the
// server's to set.
export function createVideoCreation(deps: {
  db: Database;
  storage: Storage;
  media: Media;
  uploads: UploadService;
  changes: Changes;
  /** Queues processing, with what ffprobe measured: the source is probed once. */
  enqueue: (videoId: string, probe: ProbeResult) => Promise<void>;
  workDir: string;
  byId: (id: string) => Promise<Video | undefined>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function probeStored(key: string): Promise<ProbeResult | undefined> {
    await mkdir(deps.workDir, { recursive: true });
    const work = await mkdtemp(path.join(deps.workDir, 'probe-'));
    try {
      const file = path.join(work, 'upload');
      await copyToFile(deps.storage, key, file);
      return await deps.media.probe(file, { timeoutMs: PROBE_TIMEOUT_MS });
    } catch {
      // ffprobe could not read it (or gave up): not a video we can use.
      return undefined;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  return {
    async create(actor: Actor, input: CreateVideoInput): Promise<Video> {
      const userId = deps.uploads.assertUploader(actor);
      const parsed = editSchema.omit({ adminNotes: true }).safeParse({
        title: input.title,
        description: input.description ?? '',
        category: input.category ?? '',
        tags: input.tags ?? [],
      });
      if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? 'Invalid video.');
      const publishAt = parsePublishTime(input.publishAt, now());
      if (typeof input.videoUrl !== 'string' || input.videoUrl === '') {
        throw badInput(creationMessages.uploadRequired);
      }
      const session = await deps.uploads.claim(actor, input.videoUrl);

      const probe = await probeStored(session.key);
      const rejection =
        !probe?.hasVideo || probe.durationSeconds <= 0
          ? creationMessages.notVideo
          : probe.durationSeconds > MAX_VIDEO_SECONDS
            ? creationMessages.tooLong
            : undefined;
      if (rejection || !probe) {
        await deps.uploads.discard(session);
        throw badInput(rejection ?? creationMessages.notVideo);
      }

      const at = now();
      const { title, description, category, tags } = parsed.data;
      const [row] = await deps.db
        .insert(videos)
        .values({
          title,
          description,
          category,
          tags,
          videoUrl: session.key,
          source: 'other',
          origin: 'upload',
          views: 0,
          likes: 0,
          durationSeconds: probe.durationSeconds,
          uploadDate: at,
          creatorId: userId,
          isActive: true,
          expiryDate: new Date(at.getTime() + EXPIRY_MS),
          isApproved: false,
          publishAt,
          processingStatus: 'pending',
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: videos.id });
      const id = (row as { id: string }).id;
      await deps.enqueue(id, probe);
      // Pending: only its uploader and admins see it, and they read it from the database.
      await deps.changes.made({ scopes: [], events: [['video.updated', { videoId: id }]] });
      return asSeenBy(actor, (await deps.byId(id)) as Video);
    },
  };
}
