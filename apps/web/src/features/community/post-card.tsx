import { Link } from 'react-router';
import { ReportButton } from '../../components/report/report-button';
import { Avatar } from '../../components/ui/avatar';
import { Card } from '../../components/ui/card';
import { useHydrated } from '../../lib/use-hydrated';
import type { Post } from './api/post-fields';
import { ReactionButtons } from './reaction-buttons';

export function PostCard({ post }: { post: Post }) {
  // The server renders the board for visitors (ADR 0045) without knowing their language or
  // time zone: the day is in en-US and UTC there and in the render that hydrates it.
  const hydrated = useHydrated();
  return (
    <Card className="space-y-3 p-4" data-testid="post-card">
      <div className="flex items-center gap-3">
        <Avatar src={post.authorAvatarUrl} username={post.authorName} size="sm" />
        <div className="text-sm">
          <p className="font-semibold text-slate-900">{post.authorName}</p>
          <time className="text-xs text-slate-500" dateTime={post.createdAt}>
            {hydrated
              ? new Date(post.createdAt).toLocaleDateString()
              : new Date(post.createdAt).toLocaleDateString('en-US', { timeZone: 'UTC' })}
          </time>
        </div>
      </div>
      <Link to={`/post/${post.id}`} className="block space-y-1 hover:underline">
        <h3 className="font-semibold text-slate-900">{post.title}</h3>
      </Link>
      {post.imageUrl ? (
        <img src={post.imageUrl} alt="" className="max-h-64 w-full rounded-lg object-cover" />
      ) : null}
      <p className="line-clamp-4 whitespace-pre-line text-sm text-slate-700">{post.content}</p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ReactionButtons post={post} />
        <ReportButton targetType="POST" targetId={post.id} label={`Report post ${post.title}`} />
      </div>
    </Card>
  );
}
