import { followingMessages } from '@reelboard/shared/following';
import { useParams } from 'react-router';
import { SignInPrompt } from '../components/ui/sign-in-prompt';
import { CommentThread } from '../features/comments/comment-thread';
import { FOLLOWING, FOR_YOU } from '../features/shorts/feed-sources';
import { ShortsFeed } from '../features/shorts/shorts-feed';
import { ShortsTabs } from '../features/shorts/shorts-tabs';
import { useAuth } from '../lib/auth';

// Each short's comment thread, for the feed's drawer (two features composed here).
const threadOf = (videoId: string) => <CommentThread targetId={videoId} targetType="video" />;

// The Shorts feeds: For you at /shorts, Following at /shorts/following (ADR 0022, ADR 0028).
export function ShortsPage() {
  const { id } = useParams();
  return (
    <div className="relative">
      <title>Shorts · Reelboard</title>
      <ShortsTabs current="forYou" />
      <ShortsFeed id={id} source={FOR_YOU} comments={threadOf} />
    </div>
  );
}

// Signed-in readers only: a restoring session's requests wait for it (graphql-client.ts).
export function FollowingShortsPage() {
  const { id } = useParams();
  const { status } = useAuth();
  return (
    <div className="relative">
      <title>Following · Shorts · Reelboard</title>
      <ShortsTabs current="following" />
      {status === 'signedOut' ? (
        <div className="mx-auto h-[calc(100dvh-4rem)] max-w-md bg-black px-4 pt-20">
          <SignInPrompt heading="Following" message={followingMessages.signInRequired} />
        </div>
      ) : (
        <ShortsFeed id={id} source={FOLLOWING} comments={threadOf} />
      )}
    </div>
  );
}
