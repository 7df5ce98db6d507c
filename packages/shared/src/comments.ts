// Comment rules shared by the server (which enforces them) and the web app (which shows
// them as you type): SPEC.md sections 4, 5 and 9.
export const COMMENT_MAX_LENGTH = 500;

export const COMMENT_TARGET_TYPES = ['video', 'post'] as const;
export type CommentTargetType = (typeof COMMENT_TARGET_TYPES)[number];

export const commentMessages = {
  blank: 'Please write a comment.',
  tooLong: `Comments must be at most ${COMMENT_MAX_LENGTH} characters.`,
  rateLimited: 'You are commenting too fast. Please wait a minute and try again.',
} as const;

// Characters that show nothing (zero-width, joiners, variation selectors, fillers, the
// braille blank): a comment made only of them and whitespace looks empty.
const INVISIBLE = /[\s\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** True when nothing would be visible: empty, whitespace or zero-width characters only. */
export function isBlankComment(text: string): boolean {
  return text.replace(INVISIBLE, '') === '';
}

/** Length as the n/500 counter shows it: in characters (code points), not UTF-16 units. */
export function commentLength(text: string): number {
  return [...text].length;
}

/** The reason a comment cannot be sent, or undefined when it can. */
export function commentProblem(text: string): string | undefined {
  if (isBlankComment(text)) return commentMessages.blank;
  if (commentLength(text.trim()) > COMMENT_MAX_LENGTH) return commentMessages.tooLong;
  return undefined;
}

type Threadable = { id: string; parentCommentId: string | null };
export type Thread<T> = { comment: T; replies: T[] };

/**
 * SPEC.md section 4: one display level under top-level comments. Every reply, however
 * deep, is shown under the top-level comment it descends from, in the order given.
 * A reply whose ancestor is missing (deleted) becomes top-level rather than vanishing.
 */
export function threadComments<T extends Threadable>(comments: readonly T[]): Thread<T>[] {
  const byId = new Map(comments.map((comment) => [comment.id, comment]));
  const rootOf = (comment: T): T => {
    const seen = new Set<string>();
    let current = comment;
    while (current.parentCommentId && !seen.has(current.id)) {
      seen.add(current.id);
      const parent = byId.get(current.parentCommentId);
      if (!parent) break;
      current = parent;
    }
    return current;
  };
  const threads = new Map<string, Thread<T>>();
  for (const comment of comments) {
    const root = rootOf(comment);
    if (!threads.has(root.id)) threads.set(root.id, { comment: root, replies: [] });
    if (root !== comment) threads.get(root.id)?.replies.push(comment);
  }
  return [...threads.values()];
}
