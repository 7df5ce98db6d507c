import { Link } from 'react-router';
import { useQuery } from 'urql';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { Loading } from '../../components/ui/loading';
import { errorMessage } from '../../lib/graphql-client';
import { formatPrice } from '../../lib/money';
import { LIST_ORDERS } from './api/list-orders';

const tone = (status: string) => (status === 'paid' ? 'green' : status === 'failed' ? 'amber' : 'slate');

export function OrdersScreen() {
  const [{ data, fetching, error }] = useQuery({
    query: LIST_ORDERS,
    requestPolicy: 'network-only',
  });
  if (fetching && !data) return <Loading />;
  if (error) return <p className="py-16 text-center text-slate-600">{errorMessage(error)}</p>;
  const orders = data?.listOrders.items ?? [];
  return (
    <div className="space-y-4">
      {orders.length === 0 ? <p className="text-slate-600">No orders yet.</p> : null}
      {orders.map((order) => (
        <Card key={order.id} className="space-y-3 p-5" data-testid="order">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div>
              <p className="font-mono text-xs text-slate-500">{order.id}</p>
              <p className="text-sm text-slate-600">{new Date(order.createdAt).toLocaleString()}</p>
            </div>
            <div className="flex items-center gap-3">
              <Badge tone={tone(order.status)}>{order.status}</Badge>
              <span className="text-lg font-semibold" data-testid="order-total">
                {formatPrice(order.amount)}
              </span>
            </div>
          </div>
          <ul className="text-sm text-slate-700">
            {order.cartItems.map((item) => (
              <li key={item.name}>
                {item.quantity} × {item.name} at {formatPrice(item.price)}
                {item.video ? (
                  <>
                    {' '}
                    · from video{' '}
                    <Link to={`/videos/${item.video.id}`} className="text-violet-700 underline">
                      {item.video.title}
                    </Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-600">
            Subtotal {formatPrice(order.subtotal)} + delivery {formatPrice(order.deliveryFee)} · paid with{' '}
            {order.provider === 'test' ? 'the test provider' : 'PayPal'}
          </p>
          <address className="text-sm not-italic text-slate-600">
            {order.shippingInfo.name} · {order.shippingInfo.email} · {order.shippingInfo.phone}
            <br />
            {order.shippingInfo.address}, {order.shippingInfo.city}, {order.shippingInfo.state}{' '}
            {order.shippingInfo.postalCode}, {order.shippingInfo.country}
          </address>
        </Card>
      ))}
    </div>
  );
}
