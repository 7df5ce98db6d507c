// Likes and dislikes from people (users) and visitors (anonymous, by hashed address): at
// most one vote each per thing. Voting the same again takes the vote back; the other vote
// replaces it. Comments and videos count votes this way.

export const VOTES = ['LIKE', 'DISLIKE'] as const;
export type Vote = (typeof VOTES)[number];

export const voteMessages = {
  rateLimited: 'You are voting too fast. Please wait a minute and try again.',
} as const;

/** The vote kept after `vote` meets `previous`, and how each counter moves. */
export function applyVote(
  previous: Vote | undefined,
  vote: Vote,
): { kept: Vote | undefined; likes: number; dislikes: number } {
  const kept = previous === vote ? undefined : vote;
  const delta = (which: Vote) => (kept === which ? 1 : 0) - (previous === which ? 1 : 0);
  return { kept, likes: delta('LIKE'), dislikes: delta('DISLIKE') };
}
