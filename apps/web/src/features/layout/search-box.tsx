import { Search } from 'lucide-react';
import { useState } from 'react';

// The search input of the navigation bar. Matching videos appear here once videos exist.
export function SearchBox({ className = '' }: { className?: string }) {
  const [query, setQuery] = useState('');
  return (
    <search className={`relative ${className}`}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <input
        type="search"
        aria-label="Search videos"
        placeholder="Search videos..."
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className="h-10 w-full rounded-full border border-slate-300 bg-slate-50 pr-4 pl-9 text-sm focus:border-violet-500 focus:bg-white focus:outline-none focus:ring-2 focus:ring-violet-200"
      />
    </search>
  );
}
