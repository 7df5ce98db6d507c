// Dark mode (issue 22 item 7, ADR 0033). The page's theme is the data-theme attribute of
// <html>: the person's choice kept in the browser under THEME_STORAGE_KEY, else the system
// setting. THEME_SCRIPT sets it before the first paint: the web build writes it inline at
// the top of index.html's head (so home's prerendered HTML has it too), and the server's
// Content-Security-Policy allows exactly this text by its SHA-256 hash.
export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_STORAGE_KEY = 'reelboard:theme';

export const isTheme = (value: unknown): value is Theme => value === 'dark' || value === 'light';

export const THEME_SCRIPT = `(function(){var t;try{t=localStorage.getItem('${THEME_STORAGE_KEY}')}catch(e){}if(t!=='dark'&&t!=='light')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';document.documentElement.dataset.theme=t})()`;
