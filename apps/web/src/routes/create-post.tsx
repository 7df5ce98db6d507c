import { Navigate } from 'react-router';
import { Loading } from '../components/ui/loading';
import { CreatePostForm } from '../features/community/create-post-form';
import { useAuth } from '../lib/auth';

// Only signed-in users create posts (the server refuses anyone else too).
export function CreatePostPage() {
  const { status, user } = useAuth();
  if (status === 'loading') return <Loading />;
  if (!user) return <Navigate to="/signin" replace />;
  return <CreatePostForm />;
}
