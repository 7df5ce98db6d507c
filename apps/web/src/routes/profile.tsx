import { Navigate } from 'react-router';
import { Loading } from '../components/ui/loading';
import { AdminVideoDashboard } from '../features/admin-videos/admin-video-dashboard';
import { ProfileScreen } from '../features/profile/profile-screen';
import { VideoUpload } from '../features/upload/video-upload';
import { useAuth } from '../lib/auth';

export function ProfilePage() {
  const { status, user } = useAuth();
  if (status === 'loading') return <Loading />;
  if (!user) return <Navigate to="/signin" replace />;
  return (
    <>
      <title>My Profile · Reelboard</title>
      <ProfileScreen
        key={user.sub}
        user={user}
        adminVideoDashboard={<AdminVideoDashboard />}
        videoUpload={<VideoUpload creatorId={user.sub} />}
      />
    </>
  );
}
