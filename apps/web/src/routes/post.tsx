import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { Loading } from '../components/ui/loading';
import { CommentThread } from '../features/comments/comment-thread';
import { GET_POST } from '../features/community/api/get-post';
import { PostDetails } from '../features/community/post-details';

// The post page composes the community and comments features (features do not import
// each other).
export function PostPage() {
  const { id = '' } = useParams();
  const [{ data, fetching }] = useQuery({ query: GET_POST, variables: { id } });
  if (fetching && !data) return <Loading />;
  const post = data?.getPost;
  if (!post) return <p className="py-16 text-center text-lg text-slate-700">Post not found</p>;
  return (
    <PostDetails post={post} comments={<CommentThread targetId={post.id} targetType="post" signedInOnly />} />
  );
}
