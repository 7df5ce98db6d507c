// Cart arithmetic (SPEC.md sections 4, 5 and 9): the cart screen and the server's checkout
// (checkout.ts) both compute totals with orderTotals(). Money is integer cents; a
// product's price arrives in dollars with 2 decimals, as the shop's API shows it.

export const MIN_QUANTITY = 1;
// The server refuses anything above this; the cart keeps quantities within it.
export const MAX_QUANTITY = 99;

export type CartLine = { _id: string; price: number; quantity: number; variantId?: string | null };

/** A line is one product, or one variant of it (ADR 0030): the product id, then the variant's. */
export const lineKey = (line: Pick<CartLine, '_id' | 'variantId'>) =>
  line.variantId ? `${line._id}:${line.variantId}` : line._id;

/** Cents from a dollar amount with at most 2 decimals (29.99 -> 2999). */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** 2999 -> '29.99', the form PayPal and the cart show. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** '104.99' -> 10499; undefined for anything that is not a plain non-negative amount. */
export function centsFromAmount(value: string): number | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** Minimum 1; anything that is not a number (letters, empty) becomes 1. */
export function normalizeQuantity(value: unknown): number {
  const number = typeof value === 'number' ? value : Number.parseInt(String(value), 10);
  if (!Number.isFinite(number) || number < MIN_QUANTITY) return MIN_QUANTITY;
  return Math.min(Math.floor(number), MAX_QUANTITY);
}

/** Adds the product with quantity 1, or one more if it is already in the cart. */
export function addItem<P extends Omit<CartLine, 'quantity'>>(
  cart: readonly (P & { quantity: number })[],
  product: P,
): (P & { quantity: number })[] {
  const key = lineKey(product);
  if (cart.some((line) => lineKey(line) === key)) {
    return cart.map((line) =>
      lineKey(line) === key ? { ...line, quantity: normalizeQuantity(line.quantity + 1) } : line,
    );
  }
  return [...cart, { ...product, quantity: MIN_QUANTITY }];
}

/** key: the line's lineKey (the product id for a product without variants). */
export function setQuantity<T extends CartLine>(cart: readonly T[], key: string, value: unknown): T[] {
  return cart.map((line) => (lineKey(line) === key ? { ...line, quantity: normalizeQuantity(value) } : line));
}

export function removeItem<T extends CartLine>(cart: readonly T[], key: string): T[] {
  return cart.filter((line) => lineKey(line) !== key);
}

/** The cart with the server's current prices and names; the same array when nothing changed. */
export function withFreshPrices<T extends CartLine & { name: string }>(
  cart: readonly T[],
  fresh: (line: T) => { price: number; name: string } | undefined,
): readonly T[] {
  let changed = false;
  const next = cart.map((line) => {
    const now = fresh(line);
    if (!now || (now.price === line.price && now.name === line.name)) return line;
    changed = true;
    return { ...line, price: now.price, name: now.name };
  });
  return changed ? next : cart;
}

export function clearCart<T extends CartLine>(): T[] {
  return [];
}

/** A line priced in cents: the server's order lines, or the browser's cart converted. */
export type PricedLine = { unitCents: number; quantity: number };

/**
 * The one definition of an order's money: subtotal = sum of unit price x quantity, total =
 * subtotal plus the delivery fee; an empty order costs nothing and is not delivered. The
 * server prices checkouts with it from the database; the cart shows the same sums.
 */
export function orderTotals(
  lines: readonly PricedLine[],
  deliveryFeeCents: number,
): { subtotalCents: number; totalCents: number } {
  const subtotal = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  return { subtotalCents: subtotal, totalCents: lines.length === 0 ? 0 : subtotal + deliveryFeeCents };
}

const pricedLines = (cart: readonly CartLine[]): PricedLine[] =>
  cart.map((line) => ({ unitCents: toCents(line.price), quantity: normalizeQuantity(line.quantity) }));

export function subtotalCents(cart: readonly CartLine[]): number {
  return orderTotals(pricedLines(cart), 0).subtotalCents;
}

/** Subtotal plus the delivery fee; an empty cart costs nothing and is not delivered. */
export function totalCents(cart: readonly CartLine[], deliveryFeeCents: number): number {
  return orderTotals(pricedLines(cart), deliveryFeeCents).totalCents;
}

/** The cart as local storage holds it; anything unreadable is an empty cart. */
export function parseStoredCart<T extends CartLine>(stored: string | null): T[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (line): line is T =>
          typeof line === 'object' &&
          line !== null &&
          typeof (line as CartLine)._id === 'string' &&
          typeof (line as CartLine).price === 'number' &&
          Number.isFinite((line as CartLine).price),
      )
      .map((line) => ({ ...line, quantity: normalizeQuantity(line.quantity) }));
  } catch {
    return [];
  }
}
