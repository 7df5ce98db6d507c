import { Navigate, useParams } from 'react-router';
import { Loading } from '../components/ui/loading';
import { UserPage } from '../features/admin-users/user-page';
import { useAuth } from '../lib/auth';

// Admins only: the server refuses everyone else; the page says so instead of showing errors.
export function AdminUserPage() {
  const { status, user } = useAuth();
  const { id = '' } = useParams();
  if (status === 'loading') return <Loading />;
  if (!user) return <Navigate to="/signin" replace />;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <title>User · Reelboard</title>
      <h1 className="sr-only">User</h1>
      {user['custom:level'] === 'admin' ? (
        <UserPage userId={id} />
      ) : (
        <p className="py-16 text-center text-slate-600">Only admins can manage users.</p>
      )}
    </div>
  );
}
