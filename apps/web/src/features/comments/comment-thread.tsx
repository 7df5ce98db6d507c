import { threadComments } from '@reelboard/shared/comments';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { useMutation } from 'urql';
import type { CommentTargetType } from '../../graphql/graphql';
import { useAuth } from '../../lib/auth';
import { errorMessage } from '../../lib/graphql-client';
import { CREATE_COMMENT } from './api/create-comment';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { useComments } from './use-comments';

type CommentThreadProps = {
  targetId: string;
  targetType: CommentTargetType;
  /** The post page's form is for signed-in users only and its button says Post Comment. */
  signedInOnly?: boolean;
};

// Threaded comments (SPEC.md section 4): top-level comments with one display level of
// replies under each; replies to replies are shown at that level too.
export function CommentThread({ targetId, targetType, signedInOnly = false }: CommentThreadProps) {
  const { user } = useAuth();
  const { comments, loading, connectionFailed, reload } = useComments(targetId, targetType);
  const [, createComment] = useMutation(CREATE_COMMENT);
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const canComment = Boolean(user) || !signedInOnly;
  const canReply = Boolean(user) || targetType === 'video';

  async function send(content: string, parentCommentId: string | null): Promise<boolean> {
    const result = await createComment({ input: { content, targetId, targetType, parentCommentId } });
    if (result.error) {
      const message = errorMessage(result.error);
      toast.error('Failed to add comment.', {
        description: message.includes('too fast') ? message : undefined,
      });
      return false;
    }
    toast.success('Comment added successfully!');
    reload();
    return true;
  }

  useLinkedComment(loading);
  const threads = threadComments(comments);
  return (
    <section className="space-y-4" aria-labelledby={`comments-${targetId}`}>
      <h2 id={`comments-${targetId}`} className="text-lg font-semibold text-slate-900">
        Comments ({comments.length})
      </h2>
      {connectionFailed ? (
        <p role="status" className="text-sm text-amber-700">
          Connection failed
        </p>
      ) : null}
      {canComment ? (
        <CommentForm
          label="Add a comment"
          placeholder={user ? 'Add a comment...' : 'Comment as anonymous...'}
          submitLabel={signedInOnly ? 'Post Comment' : 'Comment'}
          onSubmit={(content) => send(content, null)}
        />
      ) : (
        <p className="text-sm text-slate-600">
          <Link to="/signin" className="font-medium text-violet-700 hover:underline">
            Sign in
          </Link>{' '}
          to comment.
        </p>
      )}
      {loading ? <p className="text-sm text-slate-500">Loading...</p> : null}
      {!loading && threads.length === 0 ? <p className="text-sm text-slate-500">No comments yet.</p> : null}
      <ul className="space-y-4">
        {threads.map((thread) => (
          <li key={thread.comment.id} className="space-y-3" data-testid="comment-thread">
            <CommentItem
              comment={thread.comment}
              canReply={canReply}
              replying={replyingTo === thread.comment.id}
              onReplyToggle={() => setReplyingTo(replyingTo === thread.comment.id ? null : thread.comment.id)}
              onReply={(content) => send(content, thread.comment.id)}
              onChanged={reload}
            />
            {thread.replies.length > 0 ? (
              <ul className="ml-8 space-y-3 border-l border-slate-200 pl-4" data-testid="comment-replies">
                {thread.replies.map((reply) => (
                  <li key={reply.id}>
                    <CommentItem
                      comment={reply}
                      canReply={canReply}
                      replying={replyingTo === reply.id}
                      onReplyToggle={() => setReplyingTo(replyingTo === reply.id ? null : reply.id)}
                      onReply={(content) => send(content, reply.id)}
                      onChanged={reload}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A link to one comment (`#comment-<id>`, as notifications give) shows it once the thread
 * has loaded: the browser's own jump to the anchor came too early.
 */
function useLinkedComment(loading: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (loading || !hash.startsWith('#comment-')) return;
    const linked = document.getElementById(hash.slice(1));
    linked?.scrollIntoView({ block: 'center' });
    linked?.focus({ preventScroll: true });
  }, [loading, hash]);
}
