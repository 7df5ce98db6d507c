import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useMutation } from 'urql';
import { ReportButton } from '../../components/report/report-button';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useAuth } from '../../lib/auth';
import { DELETE_POST } from './api/delete-post';
import type { Post } from './api/post-fields';
import { PostEditForm } from './post-edit-form';
import { ReactionButtons } from './reaction-buttons';

// The post page (SPEC.md section 2); the comment thread is passed in by the route. Its
// author edits or deletes it here; admins delete it from the moderation queue.
export function PostDetails({ post, comments }: { post: Post; comments: ReactNode }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [, deletePost] = useMutation(DELETE_POST);
  const own = Boolean(user) && post.author === user?.sub;

  async function remove() {
    if (!window.confirm('Delete this post?')) return;
    const result = await deletePost({ id: post.id });
    if (result.error) {
      toast.error('Failed to delete post.');
      return;
    }
    toast.success('Post deleted.');
    navigate('/community-board');
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <title>{`${post.title} · Reelboard`}</title>
      <Card className="space-y-4 overflow-hidden pb-5">
        {post.imageUrl ? (
          <img src={post.imageUrl} alt={post.title} className="max-h-[28rem] w-full object-cover" />
        ) : null}
        <div className="space-y-3 px-5 pt-2">
          {editing ? (
            <PostEditForm post={post} onDone={() => setEditing(false)} />
          ) : (
            <>
              <h1 className="text-2xl font-bold text-slate-900">{post.title}</h1>
              <p className="text-sm text-slate-600">
                Posted in {post.category}
                {post.editedAt ? (
                  <span data-testid="post-edited">
                    {' · edited '}
                    <time dateTime={post.editedAt}>{new Date(post.editedAt).toLocaleString()}</time>
                  </span>
                ) : null}
                {post.hidden ? (
                  <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-medium text-slate-700">
                    hidden by a moderator
                  </span>
                ) : null}
              </p>
              <p className="whitespace-pre-line text-slate-800">{post.content}</p>
            </>
          )}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <ReactionButtons post={post} />
            <div className="flex gap-1">
              {own && !editing ? (
                <>
                  <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
                    Edit
                  </Button>
                  <Button variant="ghost" size="sm" className="text-red-700" onClick={remove}>
                    Delete
                  </Button>
                </>
              ) : null}
              <ReportButton targetType="POST" targetId={post.id} label="Report post" />
            </div>
          </div>
        </div>
      </Card>
      <Card className="p-5">{comments}</Card>
    </div>
  );
}
