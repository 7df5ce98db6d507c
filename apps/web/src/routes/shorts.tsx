import { useParams } from 'react-router';
import { CommentThread } from '../features/comments/comment-thread';
import { ShortsFeed } from '../features/shorts/shorts-feed';

// The Shorts feed, with each short's comment thread for its drawer (two features composed here).
export function ShortsPage() {
  const { id } = useParams();
  return (
    <>
      <title>Shorts · Reelboard</title>
      <ShortsFeed id={id} comments={(videoId) => <CommentThread targetId={videoId} targetType="video" />} />
    </>
  );
}
