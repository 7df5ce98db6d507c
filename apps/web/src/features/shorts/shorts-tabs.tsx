import { Link } from 'react-router';

const TABS = [
  { feed: 'forYou', to: '/shorts', label: 'For you' },
  { feed: 'following', to: '/shorts/following', label: 'Following' },
] as const;

// The two feeds of /shorts (ADR 0028), as links over the top of the feed: each feed has an
// address of its own, so back, reload and a shared link keep it.
export function ShortsTabs({ current }: { current: (typeof TABS)[number]['feed'] }) {
  return (
    <nav
      aria-label="Shorts feeds"
      className="pointer-events-none absolute inset-x-0 top-0 z-10 mx-auto flex max-w-md justify-center gap-2 p-3"
    >
      {TABS.map((tab) => (
        <Link
          key={tab.feed}
          to={tab.to}
          aria-current={tab.feed === current ? 'page' : undefined}
          className={`pointer-events-auto rounded-full px-4 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white ${
            tab.feed === current ? 'bg-white text-slate-900' : 'bg-black/50 text-white hover:bg-black/70'
          }`}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
