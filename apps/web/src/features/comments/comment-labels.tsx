import type { CommentRecord } from './api/comment-fields';

// What only some readers see about a comment: that its author edited it, and, for its
// author and admins, that it waits for review or was hidden by a moderator (ADR 0017).
export function CommentLabels({ comment }: { comment: CommentRecord }) {
  return (
    <>
      {comment.editedAt ? (
        <span className="text-xs text-slate-500" data-testid="comment-edited">
          edited <time dateTime={comment.editedAt}>{new Date(comment.editedAt).toLocaleString()}</time>
        </span>
      ) : null}
      {comment.status === 'HELD' ? (
        <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-800">
          held for review
        </span>
      ) : null}
      {comment.status === 'HIDDEN' ? (
        <span className="rounded bg-slate-200 px-1.5 py-0.5 text-xs font-medium text-slate-700">
          hidden by a moderator
        </span>
      ) : null}
    </>
  );
}
