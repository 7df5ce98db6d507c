// The Following feed and "Not interested" (issue 24, ADR 0028): limits and texts both sides
// use; the server enforces them, the web shows them.

/** Videos per page of the Following feed, by default and at most. */
export const FOLLOWING_PAGE_DEFAULT = 24;
export const FOLLOWING_PAGE_MAX = 50;

export const followingMessages = {
  signInRequired: 'Sign in to see the latest videos of the creators you follow.',
  empty: 'No videos from creators you follow yet. Follow creators to see their new videos here.',
  signInToHide: 'Sign in to hide videos from your feeds.',
  videoNotFound: 'Video not found.',
  notInterested: 'Not interested',
  hiddenVideo: 'This video is hidden from your feeds.',
  rankedLower: (creator: string) => `This video is hidden, and you will see less of ${creator}.`,
  undo: 'Undo',
  undone: 'The video is back in your feeds.',
} as const;
