import { formatCents, toCents } from '@reelboard/shared/cart';

/** '$29.99' from a price in dollars or, with inCents, from integer cents. */
export function formatPrice(amount: number, inCents = false): string {
  return `$${formatCents(inCents ? amount : toCents(amount))}`;
}
