import { useState } from 'react';
import { toast } from 'sonner';
import { useMutation } from 'urql';
import { ReportButton } from '../../components/report/report-button';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import type { CommentVote } from '../../graphql/graphql';
import { useAuth } from '../../lib/auth';
import { errorMessage } from '../../lib/graphql-client';
import type { CommentRecord } from './api/comment-fields';
import { DELETE_COMMENT } from './api/delete-comment';
import { UPDATE_COMMENT } from './api/update-comment';
import { VOTE_COMMENT } from './api/vote-comment';
import { CommentForm } from './comment-form';
import { CommentLabels } from './comment-labels';

type Counts = { likes: number; dislikes: number };

// What a vote click changes, under the server's rule: the same vote again takes it back,
// the other vote replaces it.
function predict(counts: Counts, previous: CommentVote | undefined, vote: CommentVote): Counts {
  const next = { ...counts };
  if (previous === 'LIKE') next.likes -= 1;
  if (previous === 'DISLIKE') next.dislikes -= 1;
  if (previous !== vote) {
    if (vote === 'LIKE') next.likes += 1;
    else next.dislikes += 1;
  }
  return next;
}

type CommentItemProps = {
  comment: CommentRecord;
  canReply: boolean;
  replying: boolean;
  onReplyToggle: () => void;
  onReply: (content: string) => Promise<boolean>;
  onChanged: () => void;
};

export function CommentItem({
  comment,
  canReply,
  replying,
  onReplyToggle,
  onReply,
  onChanged,
}: CommentItemProps) {
  const { user } = useAuth();
  const [myVote, setMyVote] = useState<CommentVote | undefined>();
  // Shown at once on a click, then replaced by what the server counted (SPEC.md section 4).
  const [shown, setShown] = useState<(Counts & { base: Counts }) | undefined>();
  const [, voteComment] = useMutation(VOTE_COMMENT);
  const [, deleteComment] = useMutation(DELETE_COMMENT);
  const [, updateComment] = useMutation(UPDATE_COMMENT);
  const [editing, setEditing] = useState(false);
  const own = Boolean(user) && comment.author === user?.sub;
  const mayDelete = own || user?.['custom:level'] === 'admin';
  const base = { likes: comment.likes, dislikes: comment.dislikes };
  const stale = !shown || shown.base.likes !== base.likes || shown.base.dislikes !== base.dislikes;
  const counts = shown && !stale ? shown : base;

  async function vote(kind: CommentVote) {
    setShown({ ...predict(counts, myVote, kind), base });
    setMyVote(myVote === kind ? undefined : kind);
    const result = await voteComment({ commentId: comment.id, vote: kind });
    if (result.data) setShown({ ...result.data.voteComment, base });
    else setShown(undefined);
    onChanged();
  }

  async function remove() {
    if (!window.confirm('Delete this comment?')) return;
    const result = await deleteComment({ id: comment.id });
    if (result.error) toast.error('Failed to delete comment.');
    else {
      toast.success('Comment deleted.');
      onChanged();
    }
  }

  async function save(content: string): Promise<boolean> {
    const result = await updateComment({ input: { id: comment.id, content } });
    if (result.error) {
      toast.error('Failed to update comment.', { description: errorMessage(result.error) });
      return false;
    }
    toast.success('Comment updated.');
    setEditing(false);
    onChanged();
    return true;
  }

  // A deleted comment with replies stays as a placeholder that keeps them in place.
  if (comment.status === 'DELETED') {
    return (
      <article
        id={`comment-${comment.id}`}
        tabIndex={-1}
        className="flex scroll-mt-24 gap-3 rounded-md target:bg-violet-50 focus:outline-none"
        data-testid="comment"
        data-comment-id={comment.id}
      >
        <p className="py-1 text-sm italic text-slate-500" data-testid="comment-content">
          [deleted]
        </p>
      </article>
    );
  }

  return (
    <article
      id={`comment-${comment.id}`}
      tabIndex={-1}
      className="flex scroll-mt-24 gap-3 rounded-md target:bg-violet-50 focus:outline-none"
      data-testid="comment"
      data-comment-id={comment.id}
    >
      <Avatar src={comment.authorAvatarUrl} username={comment.authorName} size="sm" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-sm">
          <span className="font-semibold text-slate-900">{comment.authorName}</span>{' '}
          <time className="text-xs text-slate-500" dateTime={comment.createdAt}>
            {new Date(comment.createdAt).toLocaleString()}
          </time>{' '}
          <CommentLabels comment={comment} />
        </p>
        {editing ? (
          <CommentForm
            label="Edit your comment"
            submitLabel="Save"
            initialText={comment.content}
            onCancel={() => setEditing(false)}
            onSubmit={save}
          />
        ) : (
          // Plain text: React escapes it, so markup in a comment shows as typed.
          <p className="whitespace-pre-line break-words text-slate-800" data-testid="comment-content">
            {comment.content}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-1 text-sm">
          <Button
            variant={myVote === 'LIKE' ? 'secondary' : 'ghost'}
            size="sm"
            aria-pressed={myVote === 'LIKE'}
            onClick={() => vote('LIKE')}
          >
            <span aria-hidden>👍</span> <span className="sr-only">Like</span>{' '}
            <span data-testid="comment-likes">{counts.likes}</span>
          </Button>
          <Button
            variant={myVote === 'DISLIKE' ? 'secondary' : 'ghost'}
            size="sm"
            aria-pressed={myVote === 'DISLIKE'}
            onClick={() => vote('DISLIKE')}
          >
            <span aria-hidden>👎</span> <span className="sr-only">Dislike</span>{' '}
            <span data-testid="comment-dislikes">{counts.dislikes}</span>
          </Button>
          {canReply ? (
            <Button variant="ghost" size="sm" onClick={onReplyToggle} aria-expanded={replying}>
              Reply
            </Button>
          ) : null}
          <ReportButton
            targetType="COMMENT"
            targetId={comment.id}
            label={`Report comment by ${comment.authorName}`}
          />
          {own && !editing ? (
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
              Edit
            </Button>
          ) : null}
          {mayDelete ? (
            <Button variant="ghost" size="sm" className="text-red-700" onClick={remove}>
              Delete
            </Button>
          ) : null}
        </div>
        {replying ? (
          <CommentForm
            label={`Reply to ${comment.authorName}`}
            placeholder="Write a reply..."
            submitLabel="Post Reply"
            onCancel={onReplyToggle}
            onSubmit={async (content) => {
              const sent = await onReply(content);
              if (sent) onReplyToggle();
              return sent;
            }}
          />
        ) : null}
      </div>
    </article>
  );
}
