import {
  COMMENT_TARGET_TYPES,
  type CommentTargetType,
  commentMessages,
  commentProblem,
} from '@reelboard/shared/comments';
import { isUuid } from '@reelboard/shared/ids';
import type { Vote } from '@reelboard/shared/votes';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { comments, commentVotes, posts } from '../../db/community-schema.ts';
import { commentShown, postShown } from '../../db/moderation-visibility.ts';
import { decodeCursor, pageSize, pastCursor, toPage } from '../../db/pagination.ts';
import { userProfiles, users } from '../../db/schema.ts';
import { videos } from '../../db/video-schema.ts';
import { AppError, badInput, notFound } from '../../errors.ts';
import { visitorKey } from '../../identity/visitor-key.ts';
import { perMinute, windowClaims } from '../../ops/rate-limiter.ts';
import type { Changes } from '../../realtime/changes.ts';
import { type Actor, requireReader, userIdOf } from '../actors.ts';
import { shownTo } from '../moderation/visibility.ts';
import type { NotificationTriggers } from '../notifications/notification-triggers.ts';
import { authorColumns } from './author-columns.ts';
import { createCommentEdits } from './comment-edits.ts';
import { type Comment, commentShownTo } from './comment-row.ts';
import { castCommentVote } from './comment-votes.ts';

/** Comments a key may write per minute (fixed windows). */
export type CommentLimits = { perIpAnonymous: number; perUser: number; perIpSignedIn: number };
const DEFAULT_LIMITS: CommentLimits = { perIpAnonymous: 10, perUser: 10, perIpSignedIn: 30 };

const counterTable = (type: CommentTargetType) => (type === 'video' ? videos : posts);

export function createCommentService(deps: {
  db: Database;
  /** Tells people what happened to them (issue 24). */
  notify?: Pick<NotificationTriggers, 'commentCreated' | 'reacted' | 'moderated'>;
  /** Where the service declares what its writes changed (caches, events, fresh reads). */
  changes?: Changes;
  /** Whether a video is visible to the actor (the video service's rule). */
  canSeeVideo: (actor: Actor, videoId: string) => Promise<boolean>;
  /** The blocked term a text matches (moderation), or undefined. */
  blockedTerm: (content: string) => Promise<string | undefined>;
  /** A comment was held by a blocked term: it waits in the moderation queue. */
  onHeld: (commentId: string, term: string) => Promise<void>;
  /** Keys the hash that stands in for an anonymous visitor's IP address. */
  visitorSecret: string;
  limits?: Partial<CommentLimits>;
  now?: () => Date;
}) {
  const { db } = deps;
  const limits = { ...DEFAULT_LIMITS, ...deps.limits };
  const now = deps.now ?? (() => new Date());

  const commentFields = { ...getTableColumns(comments), ...authorColumns };
  const select = () =>
    db
      .select(commentFields)
      .from(comments)
      .leftJoin(userProfiles, eq(userProfiles.userId, comments.authorId))
      .leftJoin(users, eq(users.id, comments.authorId));

  // A comment and a voter's vote on it, in one read: before every vote. Built once and
  // parsed once per database connection (a named prepared statement).
  const commentWithVote = db
    .select({ comment: commentFields, vote: commentVotes.vote })
    .from(comments)
    .leftJoin(userProfiles, eq(userProfiles.userId, comments.authorId))
    .leftJoin(users, eq(users.id, comments.authorId))
    .leftJoin(
      commentVotes,
      and(eq(commentVotes.commentId, comments.id), eq(commentVotes.voter, sql.placeholder('voter'))),
    )
    .where(eq(comments.id, sql.placeholder('id')))
    .prepare('comment_with_vote');

  async function withVoteOf(id: string, voter: string) {
    if (!isUuid(id)) return undefined;
    const [row] = await commentWithVote.execute({ id, voter });
    return row;
  }

  async function byId(id: string): Promise<Comment | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await select().where(eq(comments.id, id));
    return row;
  }

  const ipKey = (ip: string) => visitorKey(deps.visitorSecret, ip);

  /** A target exists and the viewer may see it; anything else reads as not found. */
  async function assertTarget(actor: Actor, target: { targetId: string; targetType: string }) {
    if (!COMMENT_TARGET_TYPES.includes(target.targetType as CommentTargetType)) {
      throw badInput('targetType must be video or post.');
    }
    const type = target.targetType as CommentTargetType;
    if (!isUuid(target.targetId)) throw notFound(type === 'video' ? 'Video not found.' : 'Post not found');
    if (type === 'video') {
      if (!(await deps.canSeeVideo(actor, target.targetId))) throw notFound('Video not found.');
    } else {
      const [post] = await db
        .select({ id: posts.id })
        .from(posts)
        .leftJoin(users, eq(users.id, posts.authorId))
        .where(and(eq(posts.id, target.targetId), shownTo(actor, postShown, posts.authorId)));
      if (!post) throw notFound('Post not found');
    }
    return { targetId: target.targetId, targetType: type };
  }

  /**
   * The statement that writes a comment: it claims the minute's limits (the address's, and a
   * signed-in author's own before it), inserts the comment if they were claimed and counts it
   * on the target's row, so that the target (locked by the counter's update: one video takes
   * many comments at once) stays locked for the update and the commit only, and a comment
   * waits for one pooled connection, not three. It answers the comment with its author, as
   * byId would read it; no row means a limit refused. Built once per kind of target and
   * author, and planned once per connection: building it anew for every comment was an
   * eighth of the server's time under bench:load.
   */
  const createStatements = new Map<string, ReturnType<typeof prepareCreate>>();
  const createStatement = (type: CommentTargetType, signedIn: boolean) => {
    const key = `${type}:${signedIn}`;
    const statement = createStatements.get(key) ?? prepareCreate(type, signedIn);
    createStatements.set(key, statement);
    return statement;
  };

  function prepareCreate(type: CommentTargetType, signedIn: boolean) {
    const value = sql.placeholder;
    const claims = [
      ...(signedIn ? [perMinute(value('userKey'), limits.perUser)] : []),
      perMinute(value('addressKey'), signedIn ? limits.perIpSignedIn : limits.perIpAnonymous),
    ];
    const limited = windowClaims(db, claims, value('at'));
    const columns = [
      comments.content,
      comments.targetId,
      comments.targetType,
      comments.parentCommentId,
      comments.authorId,
      comments.status,
    ].map((column) => sql.identifier(column.name));
    const created = db.$with('created', getTableColumns(comments)).as(sql`
      insert into ${comments} (${sql.join(columns, sql`, `)})
      select ${value('content')}, ${value('targetId')}::uuid, ${type}, ${value('parentId')}::uuid,
        ${value('authorId')}::uuid, ${value('status')}
      where exists (select from ${limited.last})
      returning *`);
    const counter = counterTable(type);
    const counted = db.$with('counted').as(
      db
        .update(counter)
        .set({ commentCount: sql`${counter.commentCount} + 1` })
        .where(
          and(
            eq(counter.id, value('targetId')),
            sql`exists (select from ${created} where status = 'published')`,
          ),
        )
        .returning({ id: counter.id }),
    );
    return db
      .with(...limited.ctes, created, counted)
      .select({ ...created._.selectedFields, ...authorColumns })
      .from(created)
      .leftJoin(userProfiles, eq(userProfiles.userId, created.authorId))
      .leftJoin(users, eq(users.id, created.authorId))
      .prepare(`comment_create_${type}_${signedIn ? 'user' : 'visitor'}`);
  }

  return {
    /** One comment, for listeners of onCreateComment (their target was checked on subscribe). */
    async get(actor: Actor, id: string): Promise<Comment | undefined> {
      requireReader(actor);
      const comment = await byId(id);
      return comment && commentShownTo(actor, comment) ? comment : undefined;
    },

    /** Oldest first, so that the web app can thread them in reading order. */
    async list(
      actor: Actor,
      target: { targetId: string; targetType: string },
      args: { limit?: number | null; nextToken?: string | null } = {},
    ) {
      requireReader(actor);
      const { targetId, targetType } = await assertTarget(actor, target);
      const size = pageSize(args.limit);
      const cursor = decodeCursor(args.nextToken);
      const after = pastCursor(cursor, { at: comments.createdAt, id: comments.id }, 'asc');
      const rows = await select()
        .where(
          and(
            eq(comments.targetType, targetType),
            eq(comments.targetId, targetId),
            after,
            shownTo(actor, commentShown, comments.authorId),
          ),
        )
        .orderBy(asc(comments.createdAt), asc(comments.id))
        .limit(size + 1);
      return toPage(rows, size, (comment) => comment.createdAt);
    },

    /**
     * Signed-in users comment as themselves; anonymous visitors only on videos. The comment
     * and the target's counter change in one statement.
     */
    async create(
      actor: Actor,
      clientIp: string,
      input: { content: string; targetId: string; targetType: string; parentCommentId?: string | null },
    ): Promise<Comment> {
      requireReader(actor);
      const authorId = userIdOf(actor);
      const problem = commentProblem(input.content ?? '');
      if (problem) throw badInput(problem);
      const content = input.content.trim();
      if (authorId === null && input.targetType !== 'video') {
        throw new AppError('UNAUTHENTICATED', 'Please sign in to comment on posts.');
      }
      const target = await assertTarget(actor, input);
      const parentId = input.parentCommentId || null;
      if (parentId) {
        const parent = await byId(parentId);
        if (
          !parent ||
          !commentShownTo(actor, parent) ||
          parent.targetId !== target.targetId ||
          parent.targetType !== target.targetType
        ) {
          throw badInput('The comment you are replying to is not under this video or post.');
        }
      }
      // A comment matching a blocked term is held for review: stored, not counted, not sent
      // to listeners, seen only by its author ("held for review") and admins.
      const blocked = await deps.blockedTerm(content);
      const status = blocked === undefined ? 'published' : 'held';
      const [comment] = await createStatement(target.targetType, authorId !== null).execute({
        userKey: `comment:user:${authorId}`,
        addressKey: `comment:${ipKey(clientIp)}`,
        at: now().toISOString(),
        content,
        targetId: target.targetId,
        parentId,
        authorId,
        status,
      });
      if (!comment) throw new AppError('RATE_LIMITED', commentMessages.rateLimited);
      if (blocked !== undefined) {
        await deps.onHeld(comment.id, blocked);
        await deps.notify?.moderated(authorId, { targetType: 'comment', targetId: comment.id }, 'held', null);
      }
      await deps.changes?.made({
        scopes: ['comments'],
        events: blocked === undefined ? [['comment.created', { commentId: comment.id, ...target }]] : [],
      });
      deps.notify?.commentCreated();
      return comment;
    },

    /**
     * At most one vote per visitor (user, or hashed IP address) per comment (shared/votes.ts),
     * cast as one statement (comment-votes.ts).
     */
    async vote(actor: Actor, clientIp: string, commentId: string, vote: Vote): Promise<Comment> {
      requireReader(actor);
      if (vote !== 'LIKE' && vote !== 'DISLIKE') throw badInput('vote must be LIKE or DISLIKE.');
      const voter = actor.kind === 'user' ? `user:${actor.userId}` : ipKey(clientIp);
      const read = await withVoteOf(commentId, voter);
      const comment = read?.comment;
      if (!comment || !commentShownTo(actor, comment)) throw notFound('Comment not found.');
      await assertTarget(actor, comment);
      const previous = (read.vote ?? undefined) as Vote | undefined;
      const counters = await castCommentVote(db, { commentId, voter, vote, previous });
      if (vote === 'LIKE' && previous !== 'LIKE' && actor.kind === 'user') {
        await deps.notify?.reacted(actor.userId, 'comment', commentId);
      }
      // Counters only: kept threads show them a few seconds late, to all but the voter.
      await deps.changes?.made({ scopes: [] });
      return { ...comment, ...counters };
    },

    ...createCommentEdits({
      db,
      byId,
      assertTarget,
      blockedTerm: deps.blockedTerm,
      onHeld: deps.onHeld,
      changed: () => deps.changes?.made({ scopes: ['comments'] }),
      now,
    }),
  };
}
