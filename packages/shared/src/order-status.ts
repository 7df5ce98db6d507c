import { z } from 'zod';

// An order's life after payment (ADR 0029): paid → shipped (carrier and tracking number)
// → delivered; refunded or cancelled end it. "pending" and "failed" belong to paying and
// never move here. A partial refund is not a status: the order keeps its status and shows
// how much was refunded; it becomes refunded when the whole total was given back.

export const ORDER_STATUSES = [
  'pending',
  'paid',
  'failed',
  'shipped',
  'delivered',
  'refunded',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: [],
  failed: [],
  paid: ['shipped', 'refunded', 'cancelled'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  refunded: [],
  cancelled: [],
};

export const canMoveOrder = (from: OrderStatus, to: OrderStatus): boolean => NEXT[from].includes(to);

/** Money can go back while the order is paid, on its way or delivered. */
export const canRefundOrder = (status: OrderStatus): boolean => canMoveOrder(status, 'refunded');

/** Why an order cannot move, in the admin's words. */
export function orderMoveRefusal(from: OrderStatus, to: OrderStatus): string | null {
  if (canMoveOrder(from, to)) return null;
  return `An order that is ${ORDER_STATUS_LABELS[from].toLowerCase()} cannot be marked ${ORDER_STATUS_LABELS[to].toLowerCase()}.`;
}

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Payment failed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

/** The statuses the admin list filters by. */
export const ORDER_FILTERS = [
  'paid',
  'shipped',
  'delivered',
  'refunded',
  'cancelled',
  'pending',
  'failed',
] as const;

const uuid = z.string().uuid('Unknown order.');

export const shipOrderSchema = z.object({
  orderId: uuid,
  carrier: z
    .string()
    .trim()
    .min(1, 'Enter the carrier.')
    .max(60, 'The carrier must be at most 60 characters.'),
  trackingNumber: z
    .string()
    .trim()
    .min(1, 'Enter the tracking number.')
    .max(64, 'The tracking number must be at most 64 characters.')
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'A tracking number has only letters, digits, spaces and dashes.'),
});

export const orderIdSchema = z.object({ orderId: uuid });

export const refundOrderSchema = z.object({
  orderId: uuid,
  // One key per refund the admin asks for (the dialog makes it): a double click or a retry
  // with the same key refunds once.
  key: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'The refund request is not valid.'),
  // Omitted: refund everything not yet refunded (the delivery fee too).
  lines: z
    .array(
      z.object({
        itemId: z.string().uuid('Unknown order line.'),
        quantity: z
          .number({ error: 'The quantity must be a whole number.' })
          .int('The quantity must be a whole number.')
          .min(1, 'The quantity must be at least 1.')
          .max(99, 'The quantity must be at most 99.'),
      }),
    )
    .min(1, 'Choose at least one line to refund.')
    .max(100)
    .optional(),
  restoreStock: z.boolean().default(false),
});
export type RefundOrderInput = z.infer<typeof refundOrderSchema>;

export const orderSearchSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Unknown order status.' }).optional(),
  // An e-mail address (or part of one) or an order number (or its first characters).
  search: z.string().trim().max(120, 'The search must be at most 120 characters.').optional(),
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 366;

/** A period of whole UTC days, both ends included. */
export const revenuePeriodSchema = z
  .object({
    from: z.string().regex(DAY, 'Dates are YYYY-MM-DD.'),
    to: z.string().regex(DAY, 'Dates are YYYY-MM-DD.'),
  })
  .refine((period) => !Number.isNaN(Date.parse(period.from)) && !Number.isNaN(Date.parse(period.to)), {
    message: 'That is not a date.',
  })
  .refine((period) => period.from <= period.to, { message: 'The period ends before it starts.' })
  .refine((period) => (Date.parse(period.to) - Date.parse(period.from)) / 86_400_000 < MAX_DAYS, {
    message: `The period can be at most ${MAX_DAYS} days.`,
  });

/** Cents a refund of these lines gives back; the delivery fee goes back with the last line. */
export function refundCents(
  items: readonly { id: string; unitPriceCents: number; quantity: number; refundedQuantity: number }[],
  lines: readonly { itemId: string; quantity: number }[],
  deliveryFeeCents: number,
): { cents: number } | { error: string } {
  const left = new Map(items.map((item) => [item.id, item.quantity - item.refundedQuantity]));
  let cents = 0;
  for (const line of lines) {
    const item = items.find((candidate) => candidate.id === line.itemId);
    const remaining = left.get(line.itemId);
    if (!item || remaining === undefined) return { error: 'Unknown order line.' };
    if (line.quantity > remaining) {
      return { error: `Only ${remaining} of ${item.quantity} can still be refunded on that line.` };
    }
    left.set(line.itemId, remaining - line.quantity);
    cents += line.quantity * item.unitPriceCents;
  }
  const everything = [...left.values()].every((quantity) => quantity === 0);
  return { cents: everything ? cents + deliveryFeeCents : cents };
}
