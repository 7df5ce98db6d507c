import { describe, expect, it } from 'vitest';
import { addItem, lineKey, removeItem, setQuantity, withFreshPrices } from './cart.ts';

// Cart lines of variants (ADR 0030): one line per product and variant, and prices refreshed
// from the server.

const small = { _id: 'p1', variantId: 's', price: 20, name: 'Tee' };
const large = { _id: 'p1', variantId: 'l', price: 22.5, name: 'Tee' };

describe('variant lines', () => {
  it('keeps one line per variant of a product', () => {
    const cart = addItem(addItem(addItem([], small), large), small);
    expect(cart.map((line) => [lineKey(line), line.quantity])).toEqual([
      ['p1:s', 2],
      ['p1:l', 1],
    ]);
    expect(setQuantity(cart, 'p1:l', 4).map((line) => line.quantity)).toEqual([2, 4]);
    expect(removeItem(cart, 'p1:s')).toEqual([{ ...large, quantity: 1 }]);
    expect(lineKey({ _id: 'p2' })).toBe('p2');
  });

  it('takes the server prices and keeps the same cart when nothing changed', () => {
    const cart = addItem([], small);
    expect(withFreshPrices(cart, () => ({ price: 20, name: 'Tee' }))).toBe(cart);
    expect(withFreshPrices(cart, () => ({ price: 25, name: 'Tee' }))[0]?.price).toBe(25);
    expect(withFreshPrices(cart, () => undefined)).toBe(cart);
  });
});
