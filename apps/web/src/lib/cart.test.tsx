import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { addToCart, rememberVideoClaim, useCart } from './cart';
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

  it("keeps the server's claim on the line of the video it names, and on no other line", () => {
    const cart = renderHook(() => useCart());
    const cap = { ...tee, _id: 'cap' };
    act(() => addToCart({ ...tee, videoId: 'v1' }));
    act(() => addToCart(cap));
    act(() => rememberVideoClaim('tee', 'v1', 'claim-of-v1'));
    // The cap was added from the shop and the tee not from v2: neither takes these claims.
    act(() => rememberVideoClaim('cap', 'v2', 'claim-of-v2'));
    act(() => rememberVideoClaim('tee', 'v2', 'claim-of-v2'));
    expect(cart.result.current.items).toEqual([
      { ...tee, videoId: 'v1', videoClaim: 'claim-of-v1', quantity: 1 },
      { ...cap, quantity: 1 },
    ]);
    // A later add from the same video keeps the line's video and claim.
    act(() => addToCart({ ...tee, videoId: 'v1' }));
    expect(cart.result.current.items[0]).toMatchObject({ videoClaim: 'claim-of-v1', quantity: 2 });
  });
});
