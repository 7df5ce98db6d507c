// What a person is told about, and how (issue 24). Pure rules shared by the server, which
// stores and sends notifications, and the web app, which shows them.

/** The kinds a person can switch on or off, each in the app and by e-mail. */
export const notificationKinds = [
  'reply',
  'comment',
  'reaction',
  'follower',
  'new_video',
  'upload',
  'moderation',
  'report',
  'order',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** How a kind's e-mails come: not at all, one per notification, or one a day. */
export const emailDeliveries = ['off', 'instant', 'daily'] as const;
export type EmailDelivery = (typeof emailDeliveries)[number];

export type NotificationPreference = { kind: NotificationKind; inApp: boolean; email: EmailDelivery };

/** Labels of the preferences screen. */
export const notificationKindLabels: Record<NotificationKind, string> = {
  reply: 'Replies to your comments',
  comment: 'Comments on your videos and posts',
  reaction: 'Likes and reactions on your content',
  follower: 'New followers',
  new_video: 'New videos from creators you follow',
  upload: 'Your uploads: approved or failed',
  moderation: 'Moderation decisions on your content',
  report: 'Decisions on your reports',
  order: 'Your orders',
};

/**
 * What a kind does until the person chooses: everything in the app; e-mail for what is
 * about the person's own work and orders, a daily digest of the rest that is worth one.
 */
export const defaultPreference = (kind: NotificationKind): NotificationPreference => ({
  kind,
  inApp: true,
  email:
    kind === 'upload' || kind === 'moderation' || kind === 'order'
      ? 'instant'
      : kind === 'reaction' || kind === 'new_video'
        ? 'off'
        : 'daily',
});

/** The bell's badge: nothing at 0, the count up to 9, then "9+". */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}

/** "Ana", "Ana and Ben", "Ana and 11 others": the people behind a grouped notification. */
export function whoDidIt(latestActorName: string | null, actorCount: number): string {
  const first = latestActorName ?? 'Someone';
  if (actorCount <= 1) return first;
  if (actorCount === 2) return `${first} and 1 other`;
  return `${first} and ${actorCount - 1} others`;
}

/** What a notification says and where it leads, from its stored facts. */
export type NotificationFacts = {
  kind: NotificationKind;
  action: string;
  detail: string | null;
  /** The person who did it, with the others grouped in: "Ana and 11 others". */
  who: string;
  actorId: string | null;
  videoId: string | null;
  videoTitle: string | null;
  postId: string | null;
  postTitle: string | null;
  commentId: string | null;
  orderId: string | null;
};

const quoted = (title: string | null) => (title ? ` "${title}"` : '');

/** The content a notification is about, in words: `your video "Title"`. */
function yourContent(facts: NotificationFacts): string {
  if (facts.commentId) return 'your comment';
  if (facts.videoId) return `your video${quoted(facts.videoTitle)}`;
  if (facts.postId) return `your post${quoted(facts.postTitle)}`;
  return 'your content';
}

const on = (facts: NotificationFacts) =>
  facts.videoId ? ` on${quoted(facts.videoTitle)}` : facts.postId ? ` on${quoted(facts.postTitle)}` : '';

const withReason = (text: string, detail: string | null) => (detail ? `${text}: ${detail}` : `${text}.`);

/** The sentence shown in the bell, on /notifications and in e-mails. */
export function notificationSentence(facts: NotificationFacts): string {
  const { who, action, detail } = facts;
  switch (facts.kind) {
    case 'reply':
      return `${who} replied to your comment${on(facts)}.`;
    case 'comment':
      return `${who} commented on ${facts.videoId ? `your video${quoted(facts.videoTitle)}` : `your post${quoted(facts.postTitle)}`}.`;
    case 'reaction':
      return `${who} ${action === 'reacted' ? 'reacted to' : 'liked'} ${yourContent(facts)}.`;
    case 'follower':
      return `${who} started following you.`;
    case 'new_video':
      return `${who} published a new video${quoted(facts.videoTitle)}.`;
    case 'upload':
      return action === 'approved'
        ? `Your video${quoted(facts.videoTitle)} was approved and is now public.`
        : withReason(`Your video${quoted(facts.videoTitle)} could not be processed`, detail);
    case 'moderation':
      return withReason(
        action === 'held'
          ? `${capitalized(yourContent(facts))} is held for review`
          : action === 'hidden'
            ? `${capitalized(yourContent(facts))} was hidden by a moderator`
            : `${capitalized(yourContent(facts))} was restored`,
        detail,
      );
    case 'report':
      return withReason('Your report was reviewed', detail);
    case 'order':
      return `Your order is now ${action}${detail ? ` (${detail})` : ''}.`;
  }
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Where the entry leads: the comment in its thread, the content, the follower, the order. */
export function notificationPath(facts: NotificationFacts): string {
  const anchor = facts.commentId ? `#comment-${facts.commentId}` : '';
  if (facts.videoId) return `/videos/${facts.videoId}${anchor}`;
  if (facts.postId) return `/post/${facts.postId}${anchor}`;
  if (facts.kind === 'follower' && facts.actorId) return `/creator/${facts.actorId}`;
  if (facts.orderId) return `/orders/${facts.orderId}`;
  return '/notifications';
}
