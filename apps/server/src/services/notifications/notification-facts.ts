import type { NotificationFacts } from '@reelboard/shared/notifications';
import { whoDidIt } from '@reelboard/shared/notifications';
import { sql } from 'drizzle-orm';
import { posts } from '../../db/community-schema.ts';
import { notifications } from '../../db/notification-schema.ts';
import { userProfiles, users } from '../../db/schema.ts';
import { videos } from '../../db/video-schema.ts';

/**
 * What a notification's sentence needs beside its row, for a query that left-joins users
 * and user_profiles on the actor: the actor's name and the titles of what it is about.
 */
export const factColumns = {
  row: notifications,
  actorName: sql<string | null>`coalesce(${userProfiles.username}, ${users.name})`,
  videoTitle: sql<
    string | null
  >`(select ${videos.title} from ${videos} where ${videos.id} = ${notifications.videoId})`,
  postTitle: sql<
    string | null
  >`(select ${posts.title} from ${posts} where ${posts.id} = ${notifications.postId})`,
};

type FactRow = {
  row: typeof notifications.$inferSelect;
  actorName: string | null;
  videoTitle: string | null;
  postTitle: string | null;
};

export const factsOf = ({ row, actorName, videoTitle, postTitle }: FactRow): NotificationFacts => ({
  ...row,
  who: whoDidIt(actorName, row.actorCount),
  videoTitle,
  postTitle,
});
