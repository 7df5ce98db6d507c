import { Volume2, VolumeX } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useClient } from 'urql';
import { Loading } from '../../components/ui/loading';
import { VideoProducts } from '../../components/video/video-products';
import { VideoVotes } from '../../components/video/video-votes';
import { useRecordView } from '../../lib/use-record-view';
import { formatCount } from '../../lib/video-display';
import { SHORT_BY_ID, SHORTS_FEED, type Short } from './api/shorts';
import { ShortPlayer } from './short-player';

const SOUND_KEY = 'reelboard:shorts-sound';
const SWIPE_PX = 50;
const WHEEL_PAUSE_MS = 600;
const VIEW_AFTER_MS = 3000;

type Feed = { shorts: Short[]; nextToken: string | null; ended: boolean; pages: number };

// The Shorts feed (issue 13): one short per screen, moved by swipes, arrow and page keys
// or the wheel. The URL names the short shown, so back and forward move between shorts
// and a shared /shorts/:id opens that one first. Pages come from shortsFeed (ADR 0022);
// a short already shown is never shown again in the session.
export function ShortsFeed({ id }: { id: string | undefined }) {
  const client = useClient();
  const navigate = useNavigate();
  const [feed, setFeed] = useState<Feed>({ shorts: [], nextToken: null, ended: false, pages: 0 });
  const [sound, setSound] = useState(() => sessionStorage.getItem(SOUND_KEY) === 'on');
  const loading = useRef(false);
  const index = feed.shorts.findIndex((short) => short.id === id);
  const shown = feed.shorts[index];

  const loadMore = useCallback(
    async (first?: Short) => {
      if (loading.current) return;
      loading.current = true;
      const result = await client.query(SHORTS_FEED, { nextToken: feed.nextToken }).toPromise();
      loading.current = false;
      const page = result.data?.shortsFeed;
      if (!page) return;
      setFeed((current) => {
        const known = new Set(current.shorts.map((short) => short.id));
        const fresh = [...(first ? [first] : []), ...page.items].filter(
          (short) => !known.has(short.id) && known.add(short.id),
        );
        return {
          shorts: [...current.shorts, ...fresh],
          nextToken: page.nextToken,
          ended: !page.nextToken,
          pages: current.pages + 1,
        };
      });
    },
    [client, feed.nextToken],
  );

  // The first page, after the shared short when the link named one.
  useEffect(() => {
    if (feed.shorts.length > 0 || loading.current) return;
    void (async () => {
      const shared = id ? (await client.query(SHORT_BY_ID, { id }).toPromise()).data?.getVideo : undefined;
      await loadMore(shared ?? undefined);
    })();
  }, [client, id, feed.shorts.length, loadMore]);

  // /shorts names the first short once the feed has one.
  useEffect(() => {
    const first = feed.shorts[0];
    if (index === -1 && first && (!id || !feed.shorts.some((short) => short.id === id))) {
      navigate(`/shorts/${first.id}`, { replace: true });
    }
  }, [id, index, feed.shorts, navigate]);

  // The next page is fetched while two shorts are left (or the first, if only a shared
  // short is there yet).
  useEffect(() => {
    const more = feed.nextToken !== null || feed.pages === 0;
    if (index >= 0 && index >= feed.shorts.length - 2 && !feed.ended && more) void loadMore();
  }, [index, feed, loadMore]);

  // Where the reader is, for the key and touch handlers: moved at once by a move, so that a
  // second key press before the page has caught up goes one further, not to the same short.
  const position = useRef({ shorts: feed.shorts, index });
  position.current = { shorts: feed.shorts, index };
  const move = useCallback(
    (step: 1 | -1) => {
      const { shorts, index: from } = position.current;
      const target = shorts[from + step];
      if (!target) return;
      position.current = { shorts, index: from + step };
      navigate(`/shorts/${target.id}`);
    },
    [navigate],
  );

  useKeysAndWheel(move);
  const touch = useSwipe(move);
  useViewAfter(shown?.id);

  function toggleSound() {
    sessionStorage.setItem(SOUND_KEY, sound ? 'off' : 'on');
    setSound(!sound);
  }

  if (!shown) {
    if (feed.ended && feed.shorts.length === 0) return <p className="p-8 text-center">No shorts yet.</p>;
    return <Loading />;
  }
  const neighbours = [index - 1, index, index + 1];
  return (
    <section
      role="feed"
      aria-label="Shorts"
      className="relative mx-auto h-[calc(100dvh-4rem)] max-w-md overflow-hidden bg-black text-white"
      {...touch}
    >
      {neighbours.map((position) => {
        const short = feed.shorts[position];
        if (!short) return null;
        const current = position === index;
        return (
          <article
            key={short.id}
            aria-posinset={position + 1}
            aria-setsize={feed.ended ? feed.shorts.length : -1}
            aria-label={short.title}
            hidden={!current}
            className="absolute inset-0"
          >
            <ShortPlayer short={short} shown={current} muted={!sound} />
          </article>
        );
      })}
      <div className="pointer-events-none absolute inset-x-0 bottom-0 space-y-2 bg-gradient-to-t from-black/80 to-transparent p-4 pr-20">
        <h1 className="text-lg font-semibold">{shown.title}</h1>
        {shown.creatorProfile ? (
          <Link to={`/creator/${shown.creatorProfile.id}`} className="pointer-events-auto text-sm underline">
            {shown.creatorProfile.name}
          </Link>
        ) : null}
        <div className="pointer-events-auto">
          <VideoProducts key={shown.id} videoId={shown.id} products={shown.products} dark />
        </div>
        {feed.ended && index === feed.shorts.length - 1 ? (
          <p role="status" className="text-sm text-slate-200">
            You have seen every short. Come back later for new ones.
          </p>
        ) : null}
      </div>
      <div className="absolute right-2 bottom-24 flex flex-col items-center gap-3">
        <button
          type="button"
          onClick={toggleSound}
          aria-pressed={sound}
          aria-label={sound ? 'Mute' : 'Unmute'}
          className="rounded-full bg-black/50 p-3"
        >
          {sound ? <Volume2 className="h-5 w-5" aria-hidden /> : <VolumeX className="h-5 w-5" aria-hidden />}
        </button>
        <VideoVotes key={shown.id} video={shown} vertical />
        <Link
          to={`/videos/${shown.id}`}
          className="rounded-full bg-black/50 px-3 py-2 text-center text-xs"
          aria-label={`Comments (${shown.commentCount})`}
        >
          {formatCount(shown.commentCount)}
          <br />
          comments
        </Link>
      </div>
    </section>
  );
}

/** Arrow and page keys, and the wheel (one short per turn, not one per notch). */
function useKeysAndWheel(move: (step: 1 | -1) => void) {
  useEffect(() => {
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
  }, [move]);
}

/** A vertical swipe: up shows the next short, down the previous one. */
function useSwipe(move: (step: 1 | -1) => void) {
  const start = useRef<number | null>(null);
  return {
    onTouchStart: (event: React.TouchEvent) => {
      start.current = event.touches[0]?.clientY ?? null;
    },
    onTouchEnd: (event: React.TouchEvent) => {
      const from = start.current;
      const to = event.changedTouches[0]?.clientY;
      start.current = null;
      if (from === null || to === undefined || Math.abs(from - to) < SWIPE_PX) return;
      move(from > to ? 1 : -1);
    },
  };
}

/** A view counts once the short has been shown for three seconds (the server's rule applies). */
function useViewAfter(id: string | undefined) {
  const [watched, setWatched] = useState<string | undefined>();
  useEffect(() => {
    if (!id) return;
    const timer = setTimeout(() => setWatched(id), VIEW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [id]);
  useRecordView(watched);
}
