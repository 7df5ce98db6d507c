import type { Client } from 'urql';
import { FOLLOWING_SHORTS } from './api/following-shorts';
import { SHORTS_FEED, type Short } from './api/shorts';

type ShortsPage = { items: Short[]; nextToken: string | null };

// The two feeds of /shorts (ADR 0022, ADR 0028): what differs between "For you" and
// "Following". Everything else (moving, preloading, session memory) is the same feed.
export type FeedSource = {
  /** The feed's address; a short's is `${path}/${id}`. */
  path: string;
  /** Where sessionStorage keeps what this feed has shown (session-memory.ts). */
  memoryKey: string;
  page: (client: Client, nextToken: string | null) => Promise<ShortsPage | undefined>;
  /** Said when nothing is left: before any short was shown in the session, and after. */
  emptyText: string;
  endText: string;
  /**
   * "Not interested" also ranks the creator lower here, so their shorts already loaded
   * leave this session's feed (the server sends them again last).
   */
  ranksCreators: boolean;
  /**
   * A reload or a later visit goes on from the page where the feed was (For you, ranked as
   * of its first page). The Following feed starts again from the newest, skipping what the
   * session has shown, so that videos published or followed meanwhile come first.
   */
  resumes: boolean;
};

export const FOR_YOU: FeedSource = {
  path: '/shorts',
  memoryKey: 'reelboard:shorts-session',
  page: async (client, nextToken) =>
    (await client.query(SHORTS_FEED, { nextToken }).toPromise()).data?.shortsFeed,
  emptyText: 'No shorts yet.',
  endText: 'You have seen every short. Come back later for new ones.',
  ranksCreators: true,
  resumes: true,
};

export const FOLLOWING: FeedSource = {
  path: '/shorts/following',
  memoryKey: 'reelboard:shorts-following-session',
  // Never from urql's cache: a follow since the last visit changes the feed.
  page: async (client, nextToken) =>
    (await client.query(FOLLOWING_SHORTS, { nextToken }, { requestPolicy: 'network-only' }).toPromise()).data
      ?.followingFeed,
  emptyText: 'No shorts from creators you follow yet. Follow creators to see their new videos here.',
  endText: 'You have seen every new short of the creators you follow.',
  ranksCreators: false,
  resumes: false,
};
