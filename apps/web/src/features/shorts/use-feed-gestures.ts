import { useEffect, useRef } from 'react';

const SWIPE_PX = 50;
const WHEEL_PAUSE_MS = 600;

/**
 * Arrow and page keys, and the wheel (one short per turn, not one per notch). Off while
 * `enabled` is false: with the comments drawer open, the keys belong to the drawer.
 */
export function useKeysAndWheel(move: (step: 1 | -1) => void, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    let wheelPausedUntil = 0;
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select')) return;
      if (event.key === 'ArrowDown' || event.key === 'PageDown') move(1);
      else if (event.key === 'ArrowUp' || event.key === 'PageUp') move(-1);
      else return;
      event.preventDefault();
    };
    const onWheel = (event: WheelEvent) => {
      if (Math.abs(event.deltaY) < 20 || Date.now() < wheelPausedUntil) return;
      wheelPausedUntil = Date.now() + WHEEL_PAUSE_MS;
      move(event.deltaY > 0 ? 1 : -1);
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('wheel', onWheel, { passive: true });
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('wheel', onWheel);
    };
  }, [move, enabled]);
}

/**
 * A vertical swipe: up shows the next short, down the previous one. Off while `enabled` is
 * false (touches in the drawer reach the feed through React's portal otherwise).
 */
export function useSwipe(move: (step: 1 | -1) => void, enabled: boolean) {
  const start = useRef<number | null>(null);
  return {
    onTouchStart: (event: React.TouchEvent) => {
      start.current = enabled ? (event.touches[0]?.clientY ?? null) : null;
    },
    onTouchEnd: (event: React.TouchEvent) => {
      const from = start.current;
      const to = event.changedTouches[0]?.clientY;
      start.current = null;
      if (!enabled || from === null || to === undefined || Math.abs(from - to) < SWIPE_PX) return;
      move(from > to ? 1 : -1);
    },
  };
}
