import { useSyncExternalStore } from 'react';

// The cart itself comes with the shop; the navigation bar only needs how many items the
// cart saved in local storage holds.
export const CART_STORAGE_KEY = 'cart';
// The cart dispatches this on window after it writes local storage, so the count follows
// changes made in this tab too ('storage' events only report other tabs).
export const CART_CHANGED_EVENT = 'reelboard:cart-changed';

export function countCartItems(stored: string | null): number {
  if (!stored) return 0;
  try {
    const items: unknown = JSON.parse(stored);
    if (!Array.isArray(items)) return 0;
    return items.reduce<number>((sum, item) => {
      const quantity = Number((item as { quantity?: unknown } | null)?.quantity ?? 1);
      return sum + (Number.isFinite(quantity) && quantity > 0 ? Math.floor(quantity) : 0);
    }, 0);
  } catch {
    return 0;
  }
}

export function subscribeToCart(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
  };
}

const readCount = () => countCartItems(window.localStorage.getItem(CART_STORAGE_KEY));

export function useCartCount(): number {
  return useSyncExternalStore(subscribeToCart, readCount, () => 0);
}
