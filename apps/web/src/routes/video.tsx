import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { Loading } from '../components/ui/loading';
import { MissingItem } from '../components/ui/missing-item';
import { CommentThread } from '../features/comments/comment-thread';
import { GET_VIDEO } from '../features/videos/api/get-video';
import { VideoDetails } from '../features/videos/video-details';
import { useRecordView } from '../lib/use-record-view';

export function VideoPage() {
  const { id = '' } = useParams();
  const [{ data, fetching, error }] = useQuery({
    query: GET_VIDEO,
    variables: { id },
  });
  const video = data?.getVideo;
  useRecordView(video ? id : undefined);
  if (fetching && !data) return <Loading />;
  if (!video || (error && !data)) {
    return (
      <MissingItem
        title="Video not found"
        message="The video you're looking for doesn't exist or has been removed"
      />
    );
  }
  return <VideoDetails video={video} comments={<CommentThread targetId={video.id} targetType="video" />} />;
}
