import type { Client } from 'urql';
import { FOLLOWING_SHORTS } from './api/following-shorts';
import { SHORTS_FEED, type Short } from './api/shorts';
import { type FeedEntry, isFresh, type ShortsMemory } from './session-memory';

type ShortsPage = { items: Short[]; nextToken: string | null };

// A read of what the client holds is torn down at once; nothing is to be fetched for it.
const ASK_NO_ONE = () => new Promise<Response>(() => {});

// The two feeds of /shorts (ADR 0022, ADR 0028): what differs between "For you" and
// "Following". Everything else (moving, preloading, session memory) is the same feed.
export type FeedSource = {
  /** The feed's address; a short's is `${path}/${id}`. */
  path: string;
  /** Where sessionStorage keeps what this feed has shown (session-memory.ts). */
  memoryKey: string;
  page: (client: Client, nextToken: string | null) => Promise<ShortsPage | undefined>;
  /**
   * The first page if the client holds it already, asking no one: a visitor's first visit
   * to /shorts comes rendered by the server with it (ADR 0045), and the browser's first
   * render must show the same short. Otherwise the feed asks for it in an effect.
   */
  firstPage?: (client: Client) => ShortsPage | undefined;
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
  firstPage: (client) =>
    client.readQuery(SHORTS_FEED, { nextToken: null }, { fetch: ASK_NO_ONE })?.data?.shortsFeed ?? undefined,
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

/** nextToken null and not ended: the first page is still to be asked for. */
export type Feed = { entries: FeedEntry<Short>[]; nextToken: string | null; ended: boolean };

/**
 * Where a feed starts: from its first page at once when the client holds it and nothing was
 * shown yet (a visitor's rendered first visit), or from where the session left it.
 */
export function openingFeed(client: Client, source: FeedSource, memory: ShortsMemory, id?: string): Feed {
  const first = !id && isFresh(memory) ? source.firstPage?.(client) : undefined;
  if (first)
    return {
      entries: first.items.map((short) => ({ short, pageToken: null })),
      nextToken: first.nextToken,
      ended: !first.nextToken,
    };
  return source.resumes
    ? { entries: [], nextToken: memory.resumeToken, ended: memory.ended }
    : { entries: [], nextToken: null, ended: false };
}
