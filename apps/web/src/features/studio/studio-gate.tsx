import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Card } from '../../components/ui/card';
import { Loading } from '../../components/ui/loading';
import { useAuth } from '../../lib/auth';

export type StudioRole = 'creator' | 'admin';

// The studio is for creators and admins (issue 26); the server refuses everyone else, and
// the page says so instead of showing errors. Signed-out visitors go to sign in, as on the
// other pages for members.
export function StudioGate({ children }: { children: (role: StudioRole) => ReactNode }) {
  const { status, user } = useAuth();
  if (status === 'loading') return <Loading />;
  if (!user) return <Navigate to="/signin" replace />;
  const level = user['custom:level'];
  if (level !== 'creator' && level !== 'admin') {
    return (
      <Card className="mx-auto max-w-xl px-6 py-12 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Studio</h1>
        <p className="mt-4 text-slate-600">Only content creators and admins have a studio.</p>
      </Card>
    );
  }
  return children(level);
}
