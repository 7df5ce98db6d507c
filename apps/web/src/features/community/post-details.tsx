import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';
import type { Post } from './api/post-fields';
import { ReactionButtons } from './reaction-buttons';

// The post page (SPEC.md section 2); the comment thread is passed in by the route.
export function PostDetails({ post, comments }: { post: Post; comments: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <title>{`${post.title} · Reelboard`}</title>
      <Card className="space-y-4 overflow-hidden pb-5">
        {post.imageUrl ? (
          <img src={post.imageUrl} alt={post.title} className="max-h-[28rem] w-full object-cover" />
        ) : null}
        <div className="space-y-3 px-5 pt-2">
          <h1 className="text-2xl font-bold text-slate-900">{post.title}</h1>
          <p className="text-sm text-slate-600">Posted in {post.category}</p>
          <p className="whitespace-pre-line text-slate-800">{post.content}</p>
          <ReactionButtons post={post} />
        </div>
      </Card>
      <Card className="p-5">{comments}</Card>
    </div>
  );
}
