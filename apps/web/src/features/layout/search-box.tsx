import { formatDuration } from '@reelboard/shared/duration';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { viewSourceState } from '../../lib/watch-reporter-source';
import { SEARCH_VIDEOS, type SearchAnswer } from './api/search-videos';

// SPEC.md sections 2 and 9: the dropdown hides 150 ms after the box loses focus, late
// enough for a click on a result to land first.
const HIDE_DELAY_MS = 150;
// Waits for a pause in typing before asking the server.
export const SEARCH_DEBOUNCE_MS = 250;
const SEARCH_LIMIT = 8;

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

type SearchOption = { key: string; href: string; title: string; detail: string };

// Title matches first, then videos found by words in their captions, opened at that cue.
function searchOptions(data: SearchAnswer | undefined): SearchOption[] {
  const byTitle = (data?.listVideos.items ?? []).map((video) => ({
    key: video.id,
    href: `/videos/${video.id}`,
    title: video.title,
    detail: video.category,
  }));
  const byCaption = (data?.searchCaptions ?? []).map((match) => ({
    key: `${match.video.id}@caption`,
    href: `/videos/${match.video.id}?t=${Math.floor(match.startSeconds)}`,
    title: match.video.title,
    detail: `${formatDuration(Math.floor(match.startSeconds))} “${match.text}”`,
  }));
  return [...byTitle, ...byCaption];
}

// The search input of the navigation bar: videos whose title contains the text, any case,
// or whose captions hold its words.
export function SearchBox({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const term = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS);
  const [{ data, fetching }] = useQuery({
    query: SEARCH_VIDEOS,
    variables: { filter: { title: { contains: term } }, limit: SEARCH_LIMIT, text: term },
    pause: !term,
  });
  const results = term ? searchOptions(data) : [];
  const showList = open && Boolean(term) && Boolean(query.trim());

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const choose = (href: string) => {
    clearTimeout(hideTimer.current);
    setOpen(false);
    setQuery('');
    navigate(href, { state: viewSourceState('search') });
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (!showList || results.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + results.length) % results.length);
    } else if (event.key === 'Enter' && results[active]) {
      event.preventDefault();
      choose(results[active].href);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <search className={`relative ${className}`}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <input
        type="search"
        role="combobox"
        aria-label="Search videos"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && results[active] ? `${listId}-${active}` : undefined}
        placeholder="Search videos..."
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => {
          clearTimeout(hideTimer.current);
          setOpen(true);
        }}
        onBlur={() => {
          hideTimer.current = setTimeout(() => setOpen(false), HIDE_DELAY_MS);
        }}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-full border border-slate-300 bg-slate-50 pr-4 pl-9 text-sm focus:border-violet-500 focus:bg-white focus:outline-none focus:ring-2 focus:ring-violet-200"
      />
      {showList ? (
        <div className="absolute inset-x-0 top-full z-50 mt-2 max-h-60 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg">
          <div id={listId} role="listbox" aria-label="Search results">
            {results.map((option, index) => (
              // Keyboard selection goes through the input (arrow keys, Enter).
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys.
              <div
                key={option.key}
                tabIndex={-1}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                onClick={() => choose(option.href)}
                className={`cursor-pointer px-4 py-2 text-sm text-slate-800 hover:bg-violet-50 ${index === active ? 'bg-violet-50' : ''}`}
              >
                <span className="line-clamp-1 block font-medium">{option.title}</span>
                <span className="line-clamp-1 block text-xs text-slate-500">{option.detail}</span>
              </div>
            ))}
          </div>
          {results.length === 0 ? (
            <p className="px-4 py-2 text-sm text-slate-500">
              {fetching ? 'Searching...' : 'No videos found'}
            </p>
          ) : null}
        </div>
      ) : null}
    </search>
  );
}
