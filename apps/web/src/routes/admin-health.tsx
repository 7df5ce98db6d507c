import { Navigate } from 'react-router';
import { Loading } from '../components/ui/loading';
import { HealthScreen } from '../features/admin-health/health-screen';
import { useAuth } from '../lib/auth';

// Admins only: the server refuses everyone else; the page says so instead of showing errors.
export function AdminHealthPage() {
  const { status, user } = useAuth();
  if (status === 'loading') return <Loading />;
  if (!user) return <Navigate to="/signin" replace />;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <title>Site health · Reelboard</title>
      <h1 className="mb-6 text-3xl font-bold text-slate-900">Site health</h1>
      {user['custom:level'] === 'admin' ? (
        <HealthScreen />
      ) : (
        <p className="py-16 text-center text-slate-600">Only admins can see the site's health.</p>
      )}
    </div>
  );
}
