import { Link, Navigate, useParams } from 'react-router';
import { useQuery } from 'urql';
import { Loading } from '../components/ui/loading';
import { MY_ORDER } from '../features/my-orders/api/my-orders';
import { OrderView } from '../features/my-orders/order-view';
import { useAuth } from '../lib/auth';
import { errorMessage } from '../lib/graphql-client';

export function MyOrderPage() {
  const { id = '' } = useParams();
  const { status, user } = useAuth();
  const [{ data, fetching, error }] = useQuery({
    query: MY_ORDER,
    variables: { id },
    pause: !user,
    requestPolicy: 'network-only',
  });
  if (status === 'loading') return <Loading />;
  if (!user) return <Navigate to="/signin" replace />;
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-10 sm:px-6">
      <title>Order · Reelboard</title>
      <Link to="/orders" className="text-sm text-violet-700 underline">
        All my orders
      </Link>
      <h1 className="text-3xl font-bold text-slate-900">Your order</h1>
      {fetching && !data ? <Loading /> : null}
      {error ? <p className="py-8 text-slate-600">{errorMessage(error)}</p> : null}
      {data ? <OrderView order={data.myOrder} /> : null}
    </div>
  );
}
