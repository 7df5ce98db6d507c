import { useSyncExternalStore } from 'react';

// The cart itself comes with the shop; the navigation bar only needs how many items the
// cart saved in local storage holds.
export const CART_STORAGE_KEY = 'cart';
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

function subscribe(onChange: () => void) {
  // 'storage' fires for other tabs; the custom event for changes made in this tab.
  window.addEventListener('storage', onChange);
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
  };
}

const readCount = () => countCartItems(window.localStorage.getItem(CART_STORAGE_KEY));

export function useCartCount(): number {
  return useSyncExternalStore(subscribe, readCount, () => 0);
}
