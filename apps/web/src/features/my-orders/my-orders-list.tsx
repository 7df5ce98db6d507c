import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { Button } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import { errorMessage } from '../../lib/graphql-client';
import { formatPrice } from '../../lib/money';
import { MY_ORDERS } from './api/my-orders';
import { statusLabel } from './order-view';

// The signed-in buyer's orders, newest first, each leading to its page.
export function MyOrdersList() {
  const [tokens, setTokens] = useState<(string | null)[]>([null]);
  const [{ data, fetching, error }] = useQuery({
    query: MY_ORDERS,
    variables: { nextToken: tokens.at(-1) ?? null },
    requestPolicy: 'network-only',
  });
  if (fetching && !data) return <Loading />;
  if (error) return <p className="py-16 text-center text-slate-600">{errorMessage(error)}</p>;
  const orders = data?.myOrders.items ?? [];
  return (
    <div className="space-y-4">
      {orders.length === 0 ? (
        <p className="text-slate-600">
          No orders yet. Visit the{' '}
          <Link to="/shop" className="text-violet-700 underline">
            shop
          </Link>
          .
        </p>
      ) : null}
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {orders.map((order) => (
          <li key={order.id}>
            <Link
              to={`/orders/${order.id}`}
              className="flex flex-wrap items-center justify-between gap-2 p-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-violet-600"
            >
              <span>
                <span className="block font-medium text-slate-900">
                  {order.cartItems.map((item) => `${item.quantity} × ${item.name}`).join(', ')}
                </span>
                <span className="block text-sm text-slate-600">
                  {new Date(order.createdAt).toLocaleDateString()}
                </span>
              </span>
              <span className="text-sm text-slate-800">
                {statusLabel(order.status)} · {formatPrice(order.amount)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {tokens.length > 1 || data?.myOrders.nextToken ? (
        <nav aria-label="Order pages" className="flex justify-between">
          <Button
            variant="outline"
            disabled={tokens.length < 2}
            onClick={() => setTokens(tokens.slice(0, -1))}
          >
            Newer
          </Button>
          <Button
            variant="outline"
            disabled={!data?.myOrders.nextToken}
            onClick={() => setTokens([...tokens, data?.myOrders.nextToken ?? null])}
          >
            Older
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
