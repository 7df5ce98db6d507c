import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { addToCart, useCart } from './cart';
import { CART_CHANGED_EVENT, useCartCount } from './cart-count';

const tee = {
  _id: 'tee',
  name: 'Tee',
  description: 'A tee',
  price: 29.99,
  images: ['/shop/tee.webp'],
  catagory: 'Apparel',
  subCatagory: 'T-Shirts',
};

describe('the cart in local storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('stores under "cart", announces each change and keeps the navigation count in step', () => {
    let announced = 0;
    window.addEventListener(CART_CHANGED_EVENT, () => announced++);
    const cart = renderHook(() => useCart());
    const count = renderHook(() => useCartCount());
    act(() => addToCart(tee));
    act(() => addToCart(tee));
    expect(cart.result.current.items).toEqual([{ ...tee, quantity: 2 }]);
    expect(JSON.parse(window.localStorage.getItem('cart') ?? '[]')).toEqual([{ ...tee, quantity: 2 }]);
    expect(count.result.current).toBe(2);

    act(() => cart.result.current.setQuantity('tee', 'abc'));
    expect(cart.result.current.items[0]?.quantity).toBe(1);
    act(() => cart.result.current.setQuantity('tee', '0'));
    expect(cart.result.current.items[0]?.quantity).toBe(1);
    act(() => cart.result.current.remove('tee'));
    expect(cart.result.current.items).toEqual([]);
    expect(count.result.current).toBe(0);
    expect(announced).toBe(5);
  });

  it('restores what an earlier visit stored', () => {
    window.localStorage.setItem('cart', JSON.stringify([{ ...tee, quantity: 3 }]));
    const cart = renderHook(() => useCart());
    expect(cart.result.current.items[0]?.quantity).toBe(3);
    act(() => cart.result.current.clear());
    expect(window.localStorage.getItem('cart')).toBe('[]');
  });
});
