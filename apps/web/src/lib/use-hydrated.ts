import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in HTML rendered ahead of time (prerender.tsx) and in the render that hydrates it,
 * true from then on, and at once for a page the app renders itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
