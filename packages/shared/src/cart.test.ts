import { describe, expect, it } from 'vitest';
import {
  addItem,
  centsFromAmount,
  clearCart,
  formatCents,
  normalizeQuantity,
  parseStoredCart,
  removeItem,
  setQuantity,
  subtotalCents,
  totalCents,
} from './cart.ts';

const shirt = { _id: 'shirt', name: 'Shirt', price: 29.99 };
const hoodie = { _id: 'hoodie', name: 'Hoodie', price: 49.99 };
const glasses = { _id: 'glasses', name: 'Sunglasses', price: 99.99 };

describe('cart arithmetic', () => {
  it('adds with quantity 1, then one more each time', () => {
    let cart = addItem([], shirt);
    expect(cart).toEqual([{ ...shirt, quantity: 1 }]);
    cart = addItem(cart, hoodie);
    cart = addItem(cart, shirt);
    expect(cart.map((line) => [line._id, line.quantity])).toEqual([
      ['shirt', 2],
      ['hoodie', 1],
    ]);
  });

  it('keeps quantities at least 1 and turns non-numbers into 1', () => {
    for (const value of [0, -3, '0', '', 'abc', Number.NaN, null, undefined, '-2']) {
      expect(normalizeQuantity(value)).toBe(1);
    }
    expect(normalizeQuantity('7')).toBe(7);
    expect(normalizeQuantity(2.8)).toBe(2);
    expect(normalizeQuantity(1000)).toBe(99);
    const cart = addItem(addItem([], shirt), hoodie);
    expect(setQuantity(cart, 'shirt', 'letters')[0]?.quantity).toBe(1);
    expect(setQuantity(cart, 'shirt', 0)[0]?.quantity).toBe(1);
    expect(setQuantity(cart, 'shirt', '3')[0]?.quantity).toBe(3);
    expect(setQuantity(cart, 'shirt', '3')[1]?.quantity).toBe(1);
  });

  it('removes one line and clears all', () => {
    const cart = addItem(addItem([], shirt), hoodie);
    expect(removeItem(cart, 'shirt').map((line) => line._id)).toEqual(['hoodie']);
    expect(removeItem(cart, 'missing')).toHaveLength(2);
    expect(clearCart()).toEqual([]);
  });

  it('totals in integer cents with the delivery fee, without float drift', () => {
    let cart = [shirt, hoodie, glasses].reduce((acc, product) => addItem(acc, product), addItem([], shirt));
    cart = setQuantity(cart, 'hoodie', 3);
    // 2 x 29.99 + 3 x 49.99 + 99.99 = 309.94
    expect(subtotalCents(cart)).toBe(30994);
    expect(totalCents(cart, 500)).toBe(31494);
    expect(formatCents(totalCents(cart, 500))).toBe('314.94');
    expect(totalCents([], 500)).toBe(0);
    // 0.1 + 0.2 style drift would make this 30.000000000000004 in floats.
    expect(subtotalCents([{ _id: 'a', price: 0.1, quantity: 3 }])).toBe(30);
  });

  it('formats and parses amounts with 2 decimals', () => {
    expect(formatCents(10499)).toBe('104.99');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(500)).toBe('5.00');
    expect(centsFromAmount('104.99')).toBe(10499);
    expect(centsFromAmount('5')).toBe(500);
    expect(centsFromAmount('5.5')).toBe(550);
    for (const bad of ['', '-1.00', '1.999', 'abc', '1e3', ' 1.00'])
      expect(centsFromAmount(bad)).toBeUndefined();
  });

  it('reads back what local storage holds and drops what it cannot read', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('not json')).toEqual([]);
    expect(parseStoredCart('{"a":1}')).toEqual([]);
    const stored = JSON.stringify([
      { ...shirt, quantity: 'x' },
      { name: 'no id' },
      { ...hoodie, quantity: 2 },
    ]);
    expect(parseStoredCart(stored)).toEqual([
      { ...shirt, quantity: 1 },
      { ...hoodie, quantity: 2 },
    ]);
  });
});
