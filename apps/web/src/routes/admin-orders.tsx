import { Navigate } from 'react-router';
import { Loading } from '../components/ui/loading';
import { OrdersScreen } from '../features/orders/orders-screen';
import { RevenuePanel } from '../features/orders/revenue-panel';
import { useAuth } from '../lib/auth';

export function AdminOrdersPage() {
  const { status, user } = useAuth();
  if (status === 'loading') return <Loading />;
  if (!user) return <Navigate to="/signin" replace />;
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6">
      <title>Orders · Reelboard</title>
      <h1 className="text-3xl font-bold text-slate-900">Orders</h1>
      <RevenuePanel />
      <OrdersScreen />
    </div>
  );
}
