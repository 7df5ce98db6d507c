import { quotaMessages } from '@reelboard/shared/admin-users';
import { canUploadVideos } from '@reelboard/shared/levels';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { uploadSessions } from '../../db/upload-schema.ts';
import { videos } from '../../db/video-schema.ts';
import { AppError, badInput, forbidden, notFound } from '../../errors.ts';
import { createRateLimiter } from '../../ops/rate-limiter.ts';
import { generateKey } from '../../storage/keys.ts';
import { MAX_PART_NUMBER, type Storage, type UploadedPart } from '../../storage/storage.ts';
import type { Actor } from '../actors.ts';

const uploadMessages = {
  notAllowed: 'You do not have permission to upload videos.',
  notFound: 'Upload not found.',
  notVideo: 'Please select a video file.',
  empty: 'The file is empty.',
  tooLarge: (maxBytes: number) => `The file is too large. The maximum is ${formatBytes(maxBytes)}.`,
  notCompleted: 'The upload has not been completed.',
  tooMany: (seconds: number) => `You have started too many uploads. Try again in ${minutes(seconds)}.`,
};

const minutes = (seconds: number) => {
  const count = Math.ceil(seconds / 60);
  return count === 1 ? '1 minute' : `${count} minutes`;
};

// Uploads one creator may start per hour (fixed windows): each holds a multipart upload in the
// storage until it is completed or, a day later, cleaned up. Far more than anyone uploads by
// hand, few enough that a script cannot fill the storage with abandoned ones.
const UPLOADS_PER_HOUR = 30;

const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

// The stored object gets the extension of the content type, whatever the file was called.
const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;

const startSchema = z.object({
  fileName: z.string().trim().min(1, 'No file selected or file name is missing.').max(255),
  contentType: z
    .string()
    .trim()
    .toLowerCase()
    .refine((type) => type.startsWith('video/'), uploadMessages.notVideo),
  size: z.number().int(uploadMessages.empty).positive(uploadMessages.empty),
});

const completeSchema = z.object({
  parts: z
    .array(
      z.object({
        PartNumber: z.number().int().min(1).max(MAX_PART_NUMBER),
        ETag: z.string().min(1).max(200),
      }),
    )
    .min(1, 'List at least one part to complete an upload.')
    .max(MAX_PART_NUMBER),
});

export type UploadSession = typeof uploadSessions.$inferSelect;

// Resumable video uploads (S3-style multipart, SPEC.md section 9): the server decides the
// key, remembers who owns each upload, and only the owner may sign parts, list, complete
// or abort it. What the file is gets decided later, by ffprobe, when a video is created.
export function createUploadService(deps: {
  db: Database;
  storage: Storage;
  maxUploadBytes: number;
  /** The site's per-creator quota (ADR 0035); null values set no limit. */
  quota?: () => Promise<{ uploadQuotaBytes: number | null; uploadQuotaVideosPerDay: number | null }>;
  now?: () => Date;
}) {
  const { db, storage } = deps;
  const now = deps.now ?? (() => new Date());
  const limiter = createRateLimiter(db, now);

  /** Creators and admins upload; the level is the actor's, read with their session. */
  function assertUploader(actor: Actor): string {
    if (actor.kind !== 'user' || !canUploadVideos(actor.level)) throw forbidden(uploadMessages.notAllowed);
    return actor.userId;
  }

  // Another user's upload answers like a missing one: ids are not confirmed to strangers.
  async function owned(actor: Actor, uploadId: string): Promise<UploadSession> {
    const userId = assertUploader(actor);
    if (typeof uploadId !== 'string' || !/^[0-9a-f]{32}$/.test(uploadId))
      throw notFound(uploadMessages.notFound);
    const [session] = await db
      .select()
      .from(uploadSessions)
      .where(and(eq(uploadSessions.uploadId, uploadId), eq(uploadSessions.ownerId, userId)));
    if (!session) throw notFound(uploadMessages.notFound);
    return session;
  }

  async function open(actor: Actor, uploadId: string): Promise<UploadSession> {
    const session = await owned(actor, uploadId);
    if (session.status !== 'uploading') throw new AppError('CONFLICT', 'This upload is already complete.');
    return session;
  }

  async function removeSession(session: UploadSession) {
    if (session.status === 'uploading') {
      await storage.abortMultipartUpload(session.key, session.uploadId).catch(ignoreNotFound);
    } else {
      await storage.delete(session.key);
    }
    await db.delete(uploadSessions).where(eq(uploadSessions.uploadId, session.uploadId));
  }

  // Bytes: uploads not yet videos, and those that are still videos; videos a day: uploads
  // started in the last 24 hours, videos or not.
  async function withinQuota(userId: string, size: number): Promise<void> {
    const quota = await deps.quota?.();
    if (!quota || (quota.uploadQuotaBytes === null && quota.uploadQuotaVideosPerDay === null)) return;
    const since = new Date(now().getTime() - 86_400_000);
    const result = await db.execute<{ bytes: string; today: number }>(sql`
      select coalesce(sum(s.size) filter (where s.status <> 'used' or exists (
          select 1 from ${videos} v where v.creator_id = s.owner_id and v.video_url = s.key)), 0) as bytes,
        count(*) filter (where s.created_at > ${since})::int as today
      from ${uploadSessions} s where s.owner_id = ${userId}`);
    const used = result.rows[0];
    const perDay = quota.uploadQuotaVideosPerDay;
    if (perDay !== null && (used?.today ?? 0) >= perDay)
      throw new AppError('RATE_LIMITED', quotaMessages.perDay(perDay));
    const bytes = quota.uploadQuotaBytes;
    if (bytes !== null && Number(used?.bytes ?? 0) + size > bytes) {
      throw new AppError('PAYLOAD_TOO_LARGE', quotaMessages.bytes(bytes));
    }
  }

  return {
    assertUploader,

    async start(actor: Actor, input: unknown): Promise<{ uploadId: string; key: string }> {
      const userId = assertUploader(actor);
      const parsed = startSchema.safeParse(input);
      if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? 'Invalid upload.');
      const { fileName, contentType, size } = parsed.data;
      if (size > deps.maxUploadBytes) {
        throw new AppError('PAYLOAD_TOO_LARGE', uploadMessages.tooLarge(deps.maxUploadBytes));
      }
      await withinQuota(userId, size);
      const limit = { key: `upload:user:${userId}`, limit: UPLOADS_PER_HOUR, windowMs: 60 * 60 * 1000 };
      const claim = await limiter.claim(limit);
      if (!claim.allowed) throw new AppError('RATE_LIMITED', uploadMessages.tooMany(claim.retryAfterSeconds));
      // Other video types are stored as MP4-named objects: ffprobe decides what they are.
      const storedType = (VIDEO_TYPES as readonly string[]).includes(contentType) ? contentType : 'video/mp4';
      const key = generateKey(`uploads/${userId}/`, storedType);
      const { uploadId } = await storage.createMultipartUpload(key, storedType);
      await db
        .insert(uploadSessions)
        .values({ uploadId, ownerId: userId, key, fileName, contentType: storedType, size });
      return { uploadId, key };
    },

    async signPart(actor: Actor, uploadId: string, partNumberText: string): Promise<{ url: string }> {
      const partNumber = /^\d{1,5}$/.test(partNumberText) ? Number(partNumberText) : 0;
      if (partNumber < 1 || partNumber > MAX_PART_NUMBER) {
        throw badInput(`Part numbers run from 1 to ${MAX_PART_NUMBER}.`);
      }
      const session = await open(actor, uploadId);
      return { url: await storage.signedPartUrl(session.key, session.uploadId, partNumber) };
    },

    /** The parts the storage holds, so that a resumed upload sends only the others. */
    async listParts(
      actor: Actor,
      uploadId: string,
    ): Promise<{ PartNumber: number; ETag: string; Size: number }[]> {
      const session = await open(actor, uploadId);
      const parts: UploadedPart[] = await storage.listParts(session.key, session.uploadId);
      return parts.map((part) => ({ PartNumber: part.partNumber, ETag: `"${part.etag}"`, Size: part.size }));
    },

    async complete(actor: Actor, uploadId: string, input: unknown): Promise<{ key: string }> {
      const session = await open(actor, uploadId);
      const parsed = completeSchema.safeParse(input);
      if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? 'Invalid part list.');
      const object = await storage.completeMultipartUpload(
        session.key,
        session.uploadId,
        parsed.data.parts.map((part) => ({ partNumber: part.PartNumber, etag: part.ETag })),
      );
      if (object.size > deps.maxUploadBytes) {
        await removeSession({ ...session, status: 'completed' });
        throw new AppError('PAYLOAD_TOO_LARGE', uploadMessages.tooLarge(deps.maxUploadBytes));
      }
      await db
        .update(uploadSessions)
        .set({ status: 'completed', completedAt: now() })
        .where(eq(uploadSessions.uploadId, session.uploadId));
      return { key: session.key };
    },

    async abort(actor: Actor, uploadId: string): Promise<void> {
      const session = await owned(actor, uploadId);
      if (session.status === 'used') throw new AppError('CONFLICT', 'This upload is already a video.');
      await removeSession(session);
    },

    /**
     * Takes a completed upload of this user for a new video, once: a second call with the
     * same key finds nothing.
     */
    async claim(actor: Actor, key: string): Promise<UploadSession> {
      const userId = assertUploader(actor);
      const [session] = await db
        .update(uploadSessions)
        .set({ status: 'used' })
        .where(
          and(
            eq(uploadSessions.key, key),
            eq(uploadSessions.ownerId, userId),
            eq(uploadSessions.status, 'completed'),
          ),
        )
        .returning();
      if (!session) throw badInput(uploadMessages.notCompleted);
      return session;
    },

    /** A claimed upload that did not become a video: the object and the record go. */
    discard: removeSession,

    /**
     * Uploads not completed within 24 hours, and completed ones that never became a video
     * within 24 hours, are removed with their parts or object.
     */
    async removeAbandoned(): Promise<number> {
      const cutoff = new Date(now().getTime() - ABANDONED_AFTER_MS);
      const stale = await db
        .select()
        .from(uploadSessions)
        .where(
          or(
            and(eq(uploadSessions.status, 'uploading'), lt(uploadSessions.createdAt, cutoff)),
            and(eq(uploadSessions.status, 'completed'), lt(uploadSessions.completedAt, cutoff)),
          ),
        );
      for (const session of stale) await removeSession(session);
      return stale.length;
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;

function ignoreNotFound(error: unknown) {
  if (error instanceof AppError && error.code === 'NOT_FOUND') return;
  throw error;
}

function formatBytes(bytes: number): string {
  const gib = bytes / 1024 ** 3;
  if (gib >= 1) return `${Number.isInteger(gib) ? gib : gib.toFixed(1)} GB`;
  return `${Math.round(bytes / 1024 ** 2)} MB`;
}
