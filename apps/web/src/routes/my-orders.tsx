import { Navigate } from 'react-router';
import { Loading } from '../components/ui/loading';
import { MyOrdersList } from '../features/my-orders/my-orders-list';
import { useAuth } from '../lib/auth';

export function MyOrdersPage() {
  const { status, user } = useAuth();
  if (status === 'loading') return <Loading />;
  if (!user) return <Navigate to="/signin" replace />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <title>My orders · Reelboard</title>
      <h1 className="mb-6 text-3xl font-bold text-slate-900">My orders</h1>
      <MyOrdersList />
    </div>
  );
}
