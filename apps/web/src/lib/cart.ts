import {
  addItem,
  type CartLine,
  clearCart,
  parseStoredCart,
  removeItem,
  setQuantity,
  withFreshPrices,
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
  /** The chosen option's name (size M), shown on the line; its id is variantId. */
  variantName?: string | null;
  /** The video the product was first added from (ADR 0023), sent along at checkout. */
  videoId?: string;
  /** The server's signed claim of that add; without it the order is not attributed to the video. */
  videoClaim?: string;
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

/**
 * Keeps the server's claim of an add from a video on the product's line, if the line still
 * remembers that video: a line first added from another video, or from the shop, stays as it was.
 */
export function rememberVideoClaim(productId: string, videoId: string, videoClaim: string) {
  const items = readCart();
  if (!items.some((item) => item._id === productId && item.videoId === videoId)) return;
  writeCart(
    items.map((item) =>
      item._id === productId && item.videoId === videoId ? { ...item, videoClaim } : item,
    ),
  );
}

/** Puts the server's current prices and names into the cart (prices always come from it). */
export function refreshCart(fresh: (item: CartItem) => { price: number; name: string } | undefined) {
  const items = readCart();
  const next = withFreshPrices(items, fresh);
  if (next !== items) writeCart([...next]);
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
