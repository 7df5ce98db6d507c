import { formatCents } from '@reelboard/shared/cart';
import type { MailMessage } from '../../mail/mailer.ts';
import type { OrderWithItems } from './shop-types.ts';

// Plain text on purpose: every line of an order is data the buyer typed or we priced, and
// text needs no escaping.
export function orderConfirmationMail(order: OrderWithItems): MailMessage {
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
    'All sales are final.',
  ].join('\n');
  return { to: s.email, subject: 'Your Reelboard order', text };
}
