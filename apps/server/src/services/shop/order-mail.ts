import { formatCents } from '@reelboard/shared/cart';
import type { MailMessage } from '../../mail/mailer.ts';
import type { Order, OrderWithItems } from './shop-types.ts';

// Plain text on purpose: every line of an order is data the buyer typed or we priced, and
// text needs no escaping.

/** The order's private link: whoever holds it can follow the order without an account. */
const followLink = (publicUrl: string, order: Pick<Order, 'followSecret'>) =>
  `${publicUrl}/orders/follow/${order.followSecret}`;

export function orderConfirmationMail(order: OrderWithItems, publicUrl: string): MailMessage {
  const s = order.shipping;
  const text = [
    `Hello ${s.name},`,
    '',
    'Thank you for your order. Your payment was successful.',
    '',
    `Order: ${order.id}`,
    ...order.items.map((item) => `  ${item.quantity} x ${item.name} at $${formatCents(item.unitPriceCents)}`),
    `Subtotal: $${formatCents(order.subtotalCents)}`,
    `Delivery: $${formatCents(order.deliveryFeeCents)}`,
    `Total paid: $${formatCents(order.totalCents)} ${order.currency}`,
    '',
    'Shipping to:',
    `  ${s.name}`,
    `  ${s.address}`,
    `  ${s.city}, ${s.state} ${s.postalCode}`,
    `  ${s.country}`,
    `  ${s.phone}`,
    '',
    'Follow your order (keep this link private):',
    followLink(publicUrl, order),
    '',
    'All sales are final.',
  ].join('\n');
  return { to: s.email, subject: 'Your Reelboard order', text };
}

export type OrderChange =
  | { kind: 'shipped' }
  | { kind: 'delivered' }
  | { kind: 'cancelled' }
  | { kind: 'refund'; amountCents: number; full: boolean };

function changeLines(order: Order, change: OrderChange): { subject: string; lines: string[] } {
  switch (change.kind) {
    case 'shipped':
      return {
        subject: 'Your Reelboard order has shipped',
        lines: [
          'Your order is on its way.',
          `Carrier: ${order.carrier}`,
          `Tracking number: ${order.trackingNumber}`,
        ],
      };
    case 'delivered':
      return { subject: 'Your Reelboard order was delivered', lines: ['Your order was delivered. Enjoy!'] };
    case 'cancelled':
      return {
        subject: 'Your Reelboard order was cancelled',
        lines: ['Your order was cancelled and your payment refunded in full.'],
      };
    case 'refund':
      return {
        subject: change.full
          ? 'Your Reelboard order was refunded'
          : 'Part of your Reelboard order was refunded',
        lines: [
          `We refunded $${formatCents(change.amountCents)} ${order.currency} to your payment method.`,
          `Refunded so far: $${formatCents(order.refundedCents)} of $${formatCents(order.totalCents)}.`,
        ],
      };
  }
}

/** What changed about an order, for its buyer. */
export function orderChangeMail(order: Order, change: OrderChange, publicUrl: string): MailMessage {
  const { subject, lines } = changeLines(order, change);
  const text = [
    `Hello ${order.shipping.name},`,
    '',
    ...lines,
    '',
    `Order: ${order.id}`,
    'Follow your order:',
    followLink(publicUrl, order),
  ].join('\n');
  return { to: order.shipping.email, subject, text };
}
