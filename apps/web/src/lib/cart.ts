import {
  addItem,
  type CartLine,
  clearCart,
  parseStoredCart,
  removeItem,
  setQuantity,
} from '@reelboard/shared/cart';
import { useCallback, useSyncExternalStore } from 'react';
import { CART_CHANGED_EVENT, CART_STORAGE_KEY, subscribeToCart } from './cart-count';

// The cart (SPEC.md section 4) lives in the browser's local storage under 'cart', so it
// survives reloads; the shop adds to it and the cart page edits it. The arithmetic is the
// shared module's; this file only stores and announces changes.
export type CartItem = CartLine & {
  name: string;
  description: string;
  images: string[];
  catagory: string;
  subCatagory: string | null;
  /** The video the product was first added from (ADR 0023), sent along at checkout. */
  videoId?: string;
};

let cachedRaw: string | null | undefined;
let cachedItems: CartItem[] = [];

// The same array for the same stored text, as useSyncExternalStore requires.
function readCart(): CartItem[] {
  const raw = window.localStorage.getItem(CART_STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedItems = parseStoredCart<CartItem>(raw);
  }
  return cachedItems;
}

function writeCart(items: CartItem[]) {
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

const EMPTY: CartItem[] = [];

export function addToCart(product: Omit<CartItem, 'quantity'>) {
  writeCart(addItem(readCart(), product));
}

export function useCart() {
  const items = useSyncExternalStore(subscribeToCart, readCart, () => EMPTY);
  return {
    items,
    setQuantity: useCallback(
      (id: string, value: unknown) => writeCart(setQuantity(readCart(), id, value)),
      [],
    ),
    remove: useCallback((id: string) => writeCart(removeItem(readCart(), id)), []),
    clear: useCallback(() => writeCart(clearCart()), []),
  };
}
