import { ORDER_FILTERS, ORDER_STATUS_LABELS, type OrderStatus } from '@reelboard/shared/order-status';
import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { SelectField, TextField } from '../../components/ui/form-field';
import { Loading } from '../../components/ui/loading';
import type { ListOrdersQuery } from '../../graphql/graphql';
import { errorMessage } from '../../lib/graphql-client';
import { formatPrice } from '../../lib/money';
import { LIST_ORDERS } from './api/list-orders';
import { OrderActions } from './order-actions';

type Order = ListOrdersQuery['listOrders']['items'][number];

const tone = (status: string) =>
  status === 'paid' || status === 'delivered'
    ? 'green'
    : status === 'shipped'
      ? 'violet'
      : status === 'failed' || status === 'refunded' || status === 'cancelled'
        ? 'amber'
        : 'slate';

const label = (status: string) => ORDER_STATUS_LABELS[status as OrderStatus] ?? status;

function OrderCard({ order, onDone }: { order: Order; onDone: () => void }) {
  return (
    <Card className="space-y-3 p-5" data-testid="order">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-mono text-xs text-slate-600">{order.id}</p>
          <p className="text-sm text-slate-600">{new Date(order.createdAt).toLocaleString()}</p>
        </div>
        <div className="flex items-center gap-3">
          <Badge tone={tone(order.status)}>{label(order.status)}</Badge>
          <span className="text-lg font-semibold" data-testid="order-total">
            {formatPrice(order.amount)}
          </span>
        </div>
      </div>
      <ul className="text-sm text-slate-700">
        {order.cartItems.map((item) => (
          <li key={item.id}>
            {item.quantity} × {item.name}
            {item.variantName ? ` (${item.variantName})` : null} at {formatPrice(item.price)}
            {item.refundedQuantity > 0 ? ` · ${item.refundedQuantity} refunded` : null}
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
        {order.refunded > 0 ? ` · refunded ${formatPrice(order.refunded)}` : null}
      </p>
      {order.trackingNumber ? (
        <p className="text-sm text-slate-600">
          {order.carrier} tracking number {order.trackingNumber}
        </p>
      ) : null}
      <address className="text-sm not-italic text-slate-600">
        {order.shippingInfo.name} · {order.shippingInfo.email} · {order.shippingInfo.phone}
        <br />
        {order.shippingInfo.address}, {order.shippingInfo.city}, {order.shippingInfo.state}{' '}
        {order.shippingInfo.postalCode}, {order.shippingInfo.country}
      </address>
      <OrderActions order={order} onDone={onDone} />
    </Card>
  );
}

export function OrdersScreen() {
  const [status, setStatus] = useState('');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  // The tokens of the pages before this one, so that "Newer" can go back.
  const [tokens, setTokens] = useState<(string | null)[]>([null]);
  const nextToken = tokens.at(-1) ?? null;
  const [{ data, fetching, error }, refetch] = useQuery({
    query: LIST_ORDERS,
    variables: { status: status || null, search: search || null, nextToken },
    requestPolicy: 'network-only',
  });
  const orders = data?.listOrders.items ?? [];
  const reload = () => refetch({ requestPolicy: 'network-only' });
  return (
    <div className="space-y-4">
      <form
        className="flex flex-wrap items-end gap-3"
        aria-label="Search orders"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(typed.trim());
          setTokens([null]);
        }}
      >
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value);
            setTokens([null]);
          }}
        >
          <option value="">All</option>
          {ORDER_FILTERS.map((option) => (
            <option key={option} value={option}>
              {ORDER_STATUS_LABELS[option]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="E-mail or order number"
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="outline">
          Search
        </Button>
      </form>
      {fetching && !data ? <Loading /> : null}
      {error ? <p className="py-8 text-center text-slate-600">{errorMessage(error)}</p> : null}
      {data && orders.length === 0 ? <p className="text-slate-600">No orders found.</p> : null}
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} onDone={reload} />
      ))}
      <nav aria-label="Order pages" className="flex justify-between">
        <Button variant="outline" disabled={tokens.length < 2} onClick={() => setTokens(tokens.slice(0, -1))}>
          Newer
        </Button>
        <Button
          variant="outline"
          disabled={!data?.listOrders.nextToken}
          onClick={() => setTokens([...tokens, data?.listOrders.nextToken ?? null])}
        >
          Older
        </Button>
      </nav>
    </div>
  );
}
