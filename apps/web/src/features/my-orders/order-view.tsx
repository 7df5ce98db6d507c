import { ORDER_STATUS_LABELS, type OrderStatus } from '@reelboard/shared/order-status';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { formatPrice } from '../../lib/money';
import type { BuyerOrder } from './api/my-orders';

export const statusLabel = (status: string) => ORDER_STATUS_LABELS[status as OrderStatus] ?? status;

// One order as its buyer sees it: status, tracking, and the lines with the name, price and
// video of the moment of purchase.
export function OrderView({ order }: { order: BuyerOrder }) {
  const ship = order.shippingInfo;
  const partlyRefunded = order.refunded > 0 && order.status !== 'refunded' && order.status !== 'cancelled';
  return (
    <Card className="space-y-4 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="text-sm text-slate-600">Order {order.id}</p>
          <p className="text-sm text-slate-600">Placed {new Date(order.createdAt).toLocaleString()}</p>
        </div>
        <p className="text-lg font-semibold" data-testid="order-status">
          <Badge tone={order.status === 'refunded' || order.status === 'cancelled' ? 'amber' : 'green'}>
            {statusLabel(order.status)}
          </Badge>
        </p>
      </div>
      {order.trackingNumber ? (
        <p className="text-sm text-slate-800" data-testid="order-tracking">
          Shipped with {order.carrier}, tracking number <strong>{order.trackingNumber}</strong>
          {order.shippedAt ? ` on ${new Date(order.shippedAt).toLocaleDateString()}` : ''}.
        </p>
      ) : null}
      {order.deliveredAt ? (
        <p className="text-sm text-slate-800">
          Delivered {new Date(order.deliveredAt).toLocaleDateString()}.
        </p>
      ) : null}
      {partlyRefunded ? (
        <p className="text-sm text-slate-800">Partly refunded: {formatPrice(order.refunded)} given back.</p>
      ) : null}
      <ul className="divide-y divide-slate-200 text-sm text-slate-800">
        {order.cartItems.map((item) => (
          <li key={item.id} className="flex flex-wrap justify-between gap-2 py-2">
            <span>
              {item.quantity} × {item.name}
              {item.variantName ? ` (${item.variantName})` : null}
              {item.video ? (
                <>
                  {' '}
                  · from{' '}
                  <Link to={`/videos/${item.video.id}`} className="text-violet-700 underline">
                    {item.video.title}
                  </Link>
                </>
              ) : null}
              {item.refundedQuantity > 0 ? ` · ${item.refundedQuantity} refunded` : null}
            </span>
            <span>{formatPrice(item.price)} each</span>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-2 gap-1 text-sm text-slate-700 sm:max-w-xs">
        <dt>Subtotal</dt>
        <dd className="text-right">{formatPrice(order.subtotal)}</dd>
        <dt>Delivery</dt>
        <dd className="text-right">{formatPrice(order.deliveryFee)}</dd>
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold">{formatPrice(order.amount)}</dd>
        {order.refunded > 0 ? (
          <>
            <dt>Refunded</dt>
            <dd className="text-right">{formatPrice(order.refunded)}</dd>
          </>
        ) : null}
      </dl>
      <address className="text-sm not-italic text-slate-700">
        Shipping to {ship.name}, {ship.address}, {ship.city}, {ship.state} {ship.postalCode}, {ship.country}
      </address>
    </Card>
  );
}
