import { isTheme, THEME_STORAGE_KEY, type Theme } from '@reelboard/shared/theme';
import { useSyncExternalStore } from 'react';

// The page's theme (ADR 0033): <html data-theme>, set before the first paint by index.html's
// inline script (packages/shared/src/theme.ts) and kept up to date here. A choice is kept in
// this browser (localStorage) and, for a signed-in person, on the account
// (use-account-theme.ts); without one the theme follows the system setting, live.
const listeners = new Set<() => void>();
const root = () => document.documentElement;

function storedChoice(): Theme | null {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : null;
  } catch {
    return null; // storage blocked: the system setting it is
  }
}

const systemTheme = (): Theme => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');

function apply(theme: Theme) {
  if (root().dataset.theme === theme) return;
  root().dataset.theme = theme;
  for (const listener of listeners) listener();
}

/** Keeps the choice in this browser and shows it at once. */
export function chooseTheme(theme: Theme) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage blocked: the choice lasts for this page only (and on the account if signed in).
  }
  apply(theme);
}

/** Until someone chooses, a change of the system setting changes the page too. */
export function followSystemTheme() {
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
    if (!storedChoice()) apply(systemTheme());
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = (): Theme => (root().dataset.theme === 'dark' ? 'dark' : 'light');

/** The theme shown; 'light' in HTML rendered ahead of time and the render that hydrates it. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, current, () => 'light');
}
