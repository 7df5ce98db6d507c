import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { comments, commentVotes, posts, reactions } from '../../db/community-schema.ts';
import { userProfiles, users } from '../../db/schema.ts';
import { orderItems, orders } from '../../db/shop-schema.ts';
import { creatorFollows, videos, videoVotes } from '../../db/video-schema.ts';

/** A stored file's link: a plain URL for public keys, a signed one for private keys. */
export type LinkOf = (value: string | null) => Promise<string | null>;

// What "Download my data" holds (issue 22, ADR 0031): everything the person made or chose,
// one JSON file per kind. Other people appear by id and username only (the creators they
// follow); the followers' list is left out, being other people's choice, and is only counted.
export async function collectAccountData(
  db: Database,
  userId: string,
  linkOf: LinkOf,
): Promise<Record<string, unknown>> {
  const voter = `user:${userId}`;
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      phoneNumber: users.phoneNumber,
      name: users.name,
      createdAt: users.createdAt,
      username: userProfiles.username,
      bio: userProfiles.bio,
      avatarKey: userProfiles.avatarUrl,
      level: userProfiles.level,
      followers: userProfiles.followers,
      following: userProfiles.following,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!account) throw new Error('the account is gone');
  const { avatarKey, ...profile } = account;

  const ownOrders = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.createdAt));
  const lines = ownOrders.length
    ? await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            ownOrders.map((order) => order.id),
          ),
        )
    : [];
  const ownVideos = await db
    .select()
    .from(videos)
    .where(eq(videos.creatorId, userId))
    .orderBy(asc(videos.createdAt));

  return {
    'profile.json': { ...profile, avatarUrl: await linkOf(avatarKey) },
    'comments.json': (
      await db.select().from(comments).where(eq(comments.authorId, userId)).orderBy(asc(comments.createdAt))
    ).map(({ writtenIn: _cursor, ...comment }) => comment),
    'posts.json': await Promise.all(
      (await db.select().from(posts).where(eq(posts.authorId, userId)).orderBy(asc(posts.createdAt))).map(
        async ({ imageKey, ...post }) => ({ ...post, imageUrl: await linkOf(imageKey) }),
      ),
    ),
    'reactions-and-votes.json': {
      reactions: await db.select().from(reactions).where(eq(reactions.userId, userId)),
      videoVotes: await db
        .select({ videoId: videoVotes.videoId, vote: videoVotes.vote, createdAt: videoVotes.createdAt })
        .from(videoVotes)
        .where(eq(videoVotes.voter, voter)),
      commentVotes: await db
        .select({
          commentId: commentVotes.commentId,
          vote: commentVotes.vote,
          createdAt: commentVotes.createdAt,
        })
        .from(commentVotes)
        .where(eq(commentVotes.voter, voter)),
    },
    'follows.json': await db
      .select({
        creatorId: creatorFollows.creatorId,
        username: userProfiles.username,
        since: creatorFollows.createdAt,
      })
      .from(creatorFollows)
      .leftJoin(userProfiles, eq(userProfiles.userId, creatorFollows.creatorId))
      .where(eq(creatorFollows.followerId, userId)),
    'orders.json': ownOrders.map(({ followSecret: _secret, ...order }) => ({
      ...order,
      lines: lines.filter((line) => line.orderId === order.id),
    })),
    'videos.json': await Promise.all(ownVideos.map((video) => videoEntry(video, linkOf))),
  };
}

async function videoEntry(video: typeof videos.$inferSelect, linkOf: LinkOf) {
  // The moderators' notes are theirs, not the uploader's.
  const {
    videoUrl,
    processedUrl,
    thumbnailUrl,
    fallbackThumbnailUrl: _fallback,
    adminNotes: _notes,
    ...metadata
  } = video;
  return {
    ...metadata,
    // The file as it was uploaded, and what processing made of it.
    originalUrl: await linkOf(videoUrl),
    processedUrl: await linkOf(processedUrl),
    thumbnailUrl: await linkOf(thumbnailUrl),
  };
}
