import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { Avatar } from '../../components/ui/avatar';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Loading } from '../../components/ui/loading';
import { useAuth } from '../../lib/auth';
import { DEFAULT_THUMBNAIL } from '../../lib/video-display';
import { COMMUNITY_BOARD } from './api/community-board';
import { PostCard } from './post-card';

const FILTERS = ['all', 'comments', 'videos'] as const;
type Filter = (typeof FILTERS)[number];

// Community Highlights (SPEC.md section 2). The server ranks every list by engagement
// score; the filter chooses which of the video and comment sections show (posts always do).
export function CommunityBoard() {
  const { user } = useAuth();
  const [filter, setFilter] = useState<Filter>('all');
  // Asked again on every visit: a new post or comment elsewhere changes the ranking.
  const [{ data, fetching }] = useQuery({
    query: COMMUNITY_BOARD,
    requestPolicy: 'cache-and-network',
  });
  if (fetching && !data) return <Loading />;
  const board = data?.communityBoard ?? { videos: [], posts: [], popularVideoComments: [] };

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6">
      <title>Community Highlights · Reelboard</title>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">Community Highlights</h1>
        <div className="flex flex-wrap items-center gap-3">
          <label className="text-sm text-slate-700">
            Show{' '}
            <select
              value={filter}
              onChange={(event) => setFilter(event.target.value as Filter)}
              className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm"
            >
              {FILTERS.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </label>
          {user ? (
            <Link to="/create-post" className={buttonClasses()}>
              Create New Post
            </Link>
          ) : null}
        </div>
      </div>

      {filter !== 'comments' ? (
        <section className="space-y-3">
          <h2 className="text-xl font-semibold text-slate-900">Videos</h2>
          {board.videos.length === 0 ? <p className="text-slate-600">No videos found.</p> : null}
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {board.videos.map((video) => (
              <Card key={video.id} className="overflow-hidden" data-testid="board-video">
                <img
                  src={video.thumbnailUrl ?? DEFAULT_THUMBNAIL}
                  alt=""
                  className="aspect-video w-full object-cover"
                  onError={(event) => {
                    event.currentTarget.src = DEFAULT_THUMBNAIL;
                  }}
                />
                <div className="space-y-1 p-3 text-sm">
                  <h3 className="font-semibold text-slate-900">{video.title}</h3>
                  <p className="text-slate-600">
                    {video.commentCount} {video.commentCount === 1 ? 'comment' : 'comments'}
                  </p>
                  <Link to={`/videos/${video.id}`} className="font-medium text-violet-700 hover:underline">
                    View Video
                  </Link>
                  <p className="truncate text-xs text-slate-400">{video.id}</p>
                </div>
              </Card>
            ))}
          </div>
        </section>
      ) : null}

      <section className="space-y-3">
        <h2 className="text-xl font-semibold text-slate-900">Posts</h2>
        {board.posts.length === 0 ? <p className="text-slate-600">No posts found.</p> : null}
        <div className="grid gap-4 md:grid-cols-2">
          {board.posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
      </section>

      {filter !== 'videos' ? (
        <section className="space-y-3">
          <h2 className="text-xl font-semibold text-slate-900">Popular Video Comments</h2>
          {board.popularVideoComments.length === 0 ? (
            <p className="text-slate-600">No popular video comments found.</p>
          ) : null}
          <ul className="space-y-3">
            {board.popularVideoComments.map(({ comment, videoTitle }) => (
              <li key={comment.id}>
                <Card className="flex gap-3 p-4" data-testid="board-comment">
                  <Avatar src={comment.authorAvatarUrl} username={comment.authorName} size="sm" />
                  <div className="min-w-0 space-y-1 text-sm">
                    <p className="font-semibold text-slate-900">{comment.authorName}</p>
                    <p className="whitespace-pre-line break-words text-slate-700">{comment.content}</p>
                    <Link to={`/videos/${comment.targetId}`} className="text-violet-700 hover:underline">
                      {videoTitle}
                    </Link>
                    <p className="truncate text-xs text-slate-400">{comment.id}</p>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
