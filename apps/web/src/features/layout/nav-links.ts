export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/shorts', label: 'Shorts' },
  { to: '/about', label: 'About' },
  { to: '/community-board', label: 'Community Board' },
  { to: '/shop', label: 'Shop' },
] as const;
