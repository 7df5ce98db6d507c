import { isUuid } from '@reelboard/shared/ids';
import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { decodeCursor, pageSize, pastCursor, toPage } from '../../db/pagination.ts';
import { videos, videoViews } from '../../db/video-schema.ts';
import { badInput, forbidden, notFound } from '../../errors.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { CacheChanges } from '../../realtime/cache-changes.ts';
import type { Changes } from '../../realtime/changes.ts';
import { createKeptAnswers } from '../../realtime/kept-answers.ts';
import { type Actor, isAdmin, requireReader, requireUser, viewerKeyOf } from '../actors.ts';
import type { NotificationTriggers } from '../notifications/notification-triggers.ts';
import { createHomeFeed } from './home-feed.ts';
import { editSchema } from './video-edit-schema.ts';
import {
  filterConditions,
  newestFirst,
  publiclyVisible,
  selectVideos,
  type VideoFilter,
} from './video-queries.ts';
import { createVideoSchedule, publishAtOnApproval } from './video-schedule.ts';
import { isPublicVideo } from './video-visibility.ts';

// A video as read: the row plus the uploader's current display data (joined, so a renamed
// creator shows the new name everywhere). What a reader may not see is blanked by
// asSeenBy() before it leaves the service: admin notes (admins), the processing error
// (uploader and admins) and the uploader's e-mail (admins; absent for everyone else).
export type Video = typeof videos.$inferSelect & {
  creatorUsername: string | null;
  creatorAvatarKey: string | null;
  creatorEmail?: string | null;
  creatorSuspended?: boolean;
};

export type UpdateVideoInput = {
  id: string;
  title?: string | null;
  description?: string | null;
  category?: string | null;
  tags?: string[] | null;
  isApproved?: boolean | null;
  isFeatured?: boolean | null;
  isTrending?: boolean | null;
  adminNotes?: string | null;
};

const HOUR_MS = 60 * 60 * 1000;
const MODERATION_FIELDS = ['isApproved', 'isFeatured', 'isTrending', 'adminNotes'] as const;

const videoMessages = {
  notFound: 'Video not found.',
  notOwner: 'You can only update your own videos.',
  moderationOnly: 'Only admins can approve, feature or mark videos as trending, or write admin notes.',
};

const isOwnerOrAdmin = (video: Video, actor: Actor) =>
  isAdmin(actor) || (actor.kind === 'user' && video.creatorId === actor.userId);

/** The video as this actor may read it; every video a service hands out goes through here. */
export function asSeenBy(actor: Actor, video: Video): Video {
  const { creatorEmail, ...seen } = video;
  return {
    ...seen,
    adminNotes: isAdmin(actor) ? video.adminNotes : null,
    processingError: isOwnerOrAdmin(video, actor) ? video.processingError : null,
    ...(isAdmin(actor) && video.creatorId && { creatorEmail }),
  };
}

// What a reader who is neither the video's uploader nor an admin sees is the same for all
// of them: made once per row, so a kept page of public videos is not copied for every
// reader (ADR 0020). Callers never change what a service hands out.
const publicViews = new WeakMap<Video, Video>();
const NOBODY: Actor = { kind: 'none' };

function asSeenByReader(actor: Actor, video: Video): Video {
  if (isOwnerOrAdmin(video, actor)) return asSeenBy(actor, video);
  let seen = publicViews.get(video);
  if (!seen) {
    seen = asSeenBy(NOBODY, video);
    publicViews.set(video, seen);
  }
  return seen;
}

export function createVideoService(deps: {
  db: Database;
  /** Tells people what happened to them (issue 24). */
  notify?: Pick<NotificationTriggers, 'videoPublished'>;
  /** Where the service declares what its writes changed (caches, events, fresh reads). */
  changes?: Changes;
  /** Keeps the home feed in step with the cluster; without it the feed is never kept. */
  caches?: CacheChanges;
  /** Keys the hash that stands in for an anonymous viewer's IP address. */
  viewerSecret: string;
  /** Publishes scheduled videos at their time (ADR 0039); without it, only the sweep would. */
  jobs?: Pick<JobQueue, 'send'>;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const feed = createHomeFeed({ db, now, caches: deps.caches });
  const schedule = createVideoSchedule({ ...deps, now });
  // Pages of public videos are the same for every reader who sees only public videos, signed
  // in or not: kept for 2 seconds per process, forgotten on any change to the catalogue (ADR 0019, ADR 0020).
  const publicPages = createKeptAnswers<{ items: Video[]; nextToken: string | null }>(deps.caches, {
    scope: 'catalogue',
    keepMs: 2000,
    maxEntries: 1000,
  });

  const select = () => selectVideos(db);
  // Read for every video page, and behind canSee's kept rows: built once, and parsed once per
  // database connection rather than per call (a named prepared statement).
  const videoById = select()
    .where(eq(videos.id, sql.placeholder('id')))
    .prepare('video_by_id');

  async function byId(id: string): Promise<Video | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await videoById.execute({ id });
    return row;
  }

  const isPublic = (video: Video) => isPublicVideo(video, now());
  const isVisibleTo = (video: Video, actor: Actor) => isOwnerOrAdmin(video, actor) || isPublic(video);

  // Every comment, vote and comment list asks whether its video may be seen: the rows are
  // kept like pages of public videos (2 s, forgotten on any change to the catalogue), and
  // the rule is applied to them at each ask.
  const keptRows = createKeptAnswers<Video | undefined>(deps.caches, {
    scope: 'catalogue',
    keepMs: 2000,
    maxEntries: 10_000,
  });
  /** The video's row as kept for every reader: at most 2 s old. */
  const keptById = (id: string) =>
    isUuid(id) ? keptRows.get(id, () => byId(id)) : Promise.resolve(undefined);

  async function keptIfVisible(actor: Actor, id: string): Promise<Video | undefined> {
    requireReader(actor);
    const video = await keptById(id);
    return video && isVisibleTo(video, actor) ? video : undefined;
  }

  return {
    byId,
    keptById,

    /** Whether the actor may see the video, and so comment on it or vote on its comments. */
    canSee: async (actor: Actor, id: string) => (await keptIfVisible(actor, id)) !== undefined,

    /** The video's kept row (as keptById) if the actor may see it: for rules that need both. */
    keptIfVisible,

    async get(actor: Actor, id: string): Promise<Video | undefined> {
      requireReader(actor);
      const video = await byId(id);
      return video && isVisibleTo(video, actor) ? asSeenBy(actor, video) : undefined;
    },

    async list(
      actor: Actor,
      args: { filter?: VideoFilter | null; limit?: number | null; nextToken?: string | null },
    ): Promise<{ items: Video[]; nextToken: string | null }> {
      requireReader(actor);
      const size = pageSize(args.limit);
      const cursor = decodeCursor(args.nextToken);
      const filter = args.filter ?? {};
      const conditions = filterConditions(filter);
      if (!conditions) return { items: [], nextToken: null };
      const readPage = async (where: SQL[]) => {
        const rows = await select()
          .where(and(...where, pastCursor(cursor, { at: videos.uploadDate, id: videos.id }, 'desc')))
          .orderBy(...newestFirst)
          .limit(size + 1);
        return toPage(rows, size, (row) => row.uploadDate);
      };
      // A creator listing their own videos also sees the pending ones; admins see all.
      const ownList = actor.kind === 'user' && filter.creatorId?.eq === actor.userId;
      const page =
        isAdmin(actor) || ownList
          ? await readPage(conditions)
          : await publicPages.get(JSON.stringify([filter, size, args.nextToken ?? null]), () =>
              readPage([...conditions, publiclyVisible(now())]),
            );
      return { ...page, items: page.items.map((video) => asSeenByReader(actor, video)) };
    },

    /**
     * Admins moderate (approve, feature, trending, notes) and may edit any video; creators
     * edit the title, description, category and tags of their own, which sends an approved
     * video back to review. A refused update changes nothing.
     */
    async update(actor: Actor, input: UpdateVideoInput): Promise<Video> {
      const user = requireUser(actor);
      const video = await byId(input.id);
      if (!video || !isVisibleTo(video, actor)) throw notFound(videoMessages.notFound);
      if (!isAdmin(actor)) {
        if (video.creatorId !== user.userId) throw forbidden(videoMessages.notOwner);
        if (MODERATION_FIELDS.some((field) => input[field] !== undefined)) {
          throw forbidden(videoMessages.moderationOnly);
        }
      }
      const parsed = editSchema.partial().safeParse({
        title: input.title ?? undefined,
        description: input.description ?? undefined,
        category: input.category ?? undefined,
        tags: input.tags ?? undefined,
        adminNotes: input.adminNotes === undefined ? undefined : input.adminNotes || null,
      });
      if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? 'Invalid video.');
      const edit = parsed.data;
      // What the public reads was reviewed: an uploader's change to it goes back to review,
      // so unreviewed text is never public. Admins' own edits need no second look.
      const changesPublicText =
        (edit.title !== undefined && edit.title !== video.title) ||
        (edit.description !== undefined && edit.description !== video.description) ||
        (edit.category !== undefined && edit.category !== video.category) ||
        (edit.tags !== undefined && edit.tags.join('\n') !== video.tags.join('\n'));
      const backToReview = !isAdmin(actor) && video.isApproved && changesPublicText;
      const approving = input.isApproved === true && !video.isApproved;
      const [updated] = await db
        .update(videos)
        .set({
          ...(edit.title !== undefined && { title: edit.title }),
          ...(edit.description !== undefined && { description: edit.description }),
          ...(edit.category !== undefined && { category: edit.category }),
          ...(edit.tags !== undefined && { tags: edit.tags }),
          ...(edit.adminNotes !== undefined && { adminNotes: edit.adminNotes }),
          ...(typeof input.isApproved === 'boolean' && { isApproved: input.isApproved }),
          ...(approving && { publishAt: publishAtOnApproval }),
          ...(backToReview && { isApproved: false }),
          ...(typeof input.isFeatured === 'boolean' && { isFeatured: input.isFeatured }),
          ...(typeof input.isTrending === 'boolean' && { isTrending: input.isTrending }),
          updatedAt: now(),
        })
        .where(eq(videos.id, video.id))
        .returning({ id: videos.id, publishAt: videos.publishAt });
      if (!updated) throw notFound(videoMessages.notFound);
      await deps.changes?.made({ scopes: ['catalogue'], events: [['video.updated', { videoId: video.id }]] });
      // A scheduled video goes public at its time, its followers told then (ADR 0039).
      if (approving) await schedule.approved(video.id, video.creatorId, updated.publishAt);
      return asSeenBy(actor, (await byId(video.id)) as Video);
    },

    /**
     * Counts a view at most once per viewer, video and clock hour. The view record and
     * the increment are one statement: parallel calls by one viewer add exactly one.
     */
    async recordView(actor: Actor, videoId: string, clientIp: string): Promise<Video | undefined> {
      requireReader(actor);
      const video = await byId(videoId);
      if (!video || !isVisibleTo(video, actor)) return undefined;
      const who = viewerKeyOf(actor, deps.viewerSecret, clientIp);
      const hour = new Date(Math.floor(now().getTime() / HOUR_MS) * HOUR_MS);
      await db.execute(sql`
        with counted as (
          insert into ${videoViews} (video_id, viewer, hour)
          values (${video.id}, ${who}, ${hour})
          on conflict do nothing
          returning 1
        )
        update ${videos} set views = views + 1
        where id = ${video.id} and exists (select 1 from counted)`);
      // A counter: kept answers show it a few seconds late, even to its viewer.
      await deps.changes?.made({ scopes: [], writerReadsFresh: false });
      const counted = await byId(video.id);
      return counted && asSeenBy(actor, counted);
    },

    /** View records older than the current hour can no longer stop a count. */
    async pruneViewRecords(): Promise<number> {
      const cutoff = new Date(now().getTime() - 2 * HOUR_MS);
      const deleted = await db
        .delete(videoViews)
        .where(lt(videoViews.hour, cutoff))
        .returning({ hour: videoViews.hour });
      return deleted.length;
    },

    setPublishTime: schedule.setPublishTime,
    publishDue: schedule.publishDue,
    publishJobs: [schedule.publishJob, schedule.sweepJob] as const,

    /** The home page's lists (home-feed.ts); a change made here shows at once. */
    async homeFeed(actor: Actor): Promise<HomeFeed> {
      requireReader(actor);
      const lists = await feed.current();
      const seen = (list: Video[]) => list.map((video) => asSeenBy(actor, video));
      return { featured: seen(lists.featured), trending: seen(lists.trending), latest: seen(lists.latest) };
    },
  };
}

export type VideoService = ReturnType<typeof createVideoService>;

export type HomeFeed = { featured: Video[]; trending: Video[]; latest: Video[] };
