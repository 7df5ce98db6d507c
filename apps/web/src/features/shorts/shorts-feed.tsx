import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { useClient } from 'urql';
import { Loading } from '../../components/ui/loading';
import type { Creator } from '../../lib/api/creator-fields';
import { SHORT_BY_ID, type Short } from './api/shorts';
import { withCreator, withFresh, withoutShort, withRestored } from './feed-entries';
import { type Feed, type FeedSource, openingFeed } from './feed-sources';
import { readMemory, rememberShown, resumeAfter, writeMemory } from './session-memory';
import { ShortOverlay } from './short-overlay';
import { ShortPlayer } from './short-player';
import { placement, useSound, useViewAfter } from './short-slides';
import { useKeysAndWheel, useSwipe } from './use-feed-gestures';

type ShortsFeedProps = {
  id: string | undefined;
  /** For you or Following (feed-sources.ts). */
  source: FeedSource;
  /** The comment thread of a short, composed by the route (features do not import each other). */
  comments: (videoId: string) => ReactNode;
};

// The Shorts feed (issue 13, ADR 0022): one short per screen, moved by swipes, arrow and page
// keys or the wheel, announced as a WAI-ARIA feed. The URL names the short shown, so back and
// forward move between shorts and a shared /shorts/:id opens that one first. A short shown
// once is not shown again in the browser session, and a reload continues where the feed was
// (session-memory.ts). The short shown and its two neighbours are mounted, the neighbours
// loading their start, so that moving only starts playback.
export function ShortsFeed({ id, source, comments }: ShortsFeedProps) {
  const client = useClient();
  const navigate = useNavigate();
  const [memory] = useState(() => readMemory(sessionStorage, source.memoryKey));
  const [feed, setFeed] = useState<Feed>(() => openingFeed(client, source, memory, id));
  const [sound, toggleSound] = useSound();
  const [busy, setBusy] = useState(true);
  const [opened, setOpened] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const loading = useRef(false);
  const seen = useRef(new Set(memory.seen));
  // Shorts the reader is not interested in: the URL may still name one until it follows.
  const hidden = useRef(new Set<string>());
  // The short shown follows the URL, but a move shows the next short at once, in the key or
  // touch handler, and the URL follows it (a router navigation would cost a frame or more).
  const [shownId, setShownId] = useState(() => id ?? feed.entries[0]?.short.id);
  // Moves made here that the router has not reported yet, oldest first: a report of one that
  // a later move has passed is stale (it moved the feed back); other URLs (back, links) lead.
  const unreported = useRef<string[]>([]);
  useEffect(() => {
    if (!id) return;
    const pending = unreported.current;
    const at = pending.indexOf(id);
    pending.splice(0, at >= 0 ? at + 1 : pending.length);
    if (at < 0 || pending.length === 0) setShownId(id);
  }, [id]);
  const index = feed.entries.findIndex((entry) => entry.short.id === shownId);
  const shown = feed.entries[index]?.short;

  const fetchShort = useCallback(
    async (shortId: string) => (await client.query(SHORT_BY_ID, { id: shortId }).toPromise()).data?.getVideo,
    [client],
  );

  // A shared link's short comes first, even if it was shown before in the session.
  useEffect(() => {
    if (opened) return;
    void (async () => {
      const pinned = id ? await fetchShort(id) : undefined;
      if (pinned)
        setFeed((current) => ({ ...current, entries: [{ short: pinned, pageToken: current.nextToken }] }));
      setOpened(true);
    })();
  }, [opened, id, fetchShort]);

  // Pages are fetched while fewer than two shorts are left after the one shown; shorts of
  // the session or of the feed already are skipped, and a page of only those asks the next.
  const remaining = index >= 0 ? feed.entries.length - 1 - index : feed.entries.length;
  const wanted = opened && !feed.ended && remaining < 2;
  useEffect(() => {
    if (!wanted || loading.current) return;
    loading.current = true;
    setBusy(true);
    const pageToken = feed.nextToken;
    void source.page(client, pageToken).then((page) => {
      loading.current = false;
      setBusy(false);
      if (!page) return;
      setFeed((current) => {
        const known = new Set(current.entries.map((entry) => entry.short.id));
        const fresh = page.items.filter((short) => !seen.current.has(short.id) && !known.has(short.id));
        return {
          entries: [...current.entries, ...fresh.map((short) => ({ short, pageToken }))],
          nextToken: page.nextToken,
          ended: !page.nextToken,
        };
      });
    });
  }, [wanted, client, source, feed.nextToken]);
  useEffect(() => {
    if (!wanted) setBusy(false);
  }, [wanted]);

  // /shorts names the first short once there is one. A short the URL names that the feed
  // does not hold (back to one shown before a reload) is fetched and put before the others.
  // Both are moves of the feed's own, counted as unreported: the router may report one after
  // a key has moved on, and it must not take the feed back.
  const replaceWith = useCallback(
    (shortId: string) => {
      // Asked again when a page arrives before the router answers: counted once.
      if (unreported.current.at(-1) !== shortId) unreported.current.push(shortId);
      navigate(`${source.path}/${shortId}`, { replace: true });
    },
    [navigate, source],
  );
  useEffect(() => {
    if (!opened) return;
    const first = feed.entries[0];
    if (!id) {
      const named = feed.entries[index]?.short ?? first?.short;
      if (named) replaceWith(named.id);
      return;
    }
    if (index >= 0 || hidden.current.has(id)) return;
    let cancelled = false;
    void fetchShort(id).then((short) => {
      if (cancelled) return;
      if (short)
        setFeed((current) => ({ ...current, entries: [{ short, pageToken: null }, ...current.entries] }));
      else if (first) replaceWith(first.short.id);
    });
    return () => {
      cancelled = true;
    };
  }, [opened, id, index, feed.entries, replaceWith, fetchShort]);

  // The session remembers the short shown and where the feed goes on after it: here for the
  // first short and when pages arrive, and in the move itself, before anything can unload.
  const remember = useCallback(
    (state: Feed, at: number) => {
      const entry = state.entries[at];
      if (!entry) return;
      seen.current.add(entry.short.id);
      const memory = rememberShown(
        readMemory(sessionStorage, source.memoryKey),
        entry.short.id,
        resumeAfter(state.entries, at, state),
      );
      writeMemory(sessionStorage, source.memoryKey, memory);
    },
    [source],
  );
  useEffect(() => remember(feed, index), [remember, feed, index]);

  // Where the reader is, for the key and touch handlers: moved at once by a move, so that a
  // second key press before the page has caught up goes one further, not to the same short.
  const position = useRef({ feed, index });
  position.current = { feed, index };
  const [direction, setDirection] = useState<1 | -1>(1);
  const section = useRef<HTMLElement>(null);
  const focusShown = useRef(false);
  const move = useCallback(
    (step: 1 | -1) => {
      const { feed: current, index: from } = position.current;
      const target = current.entries[from + step];
      if (!target) return;
      position.current = { feed: current, index: from + step };
      remember(current, from + step);
      // The feed pattern: focus that was on a short goes to the next one, not to the page.
      focusShown.current = Boolean(section.current?.contains(document.activeElement));
      flushSync(() => {
        setDirection(step);
        setShownId(target.short.id);
      });
      unreported.current.push(target.short.id);
      navigate(`${source.path}/${target.short.id}`);
    },
    [navigate, remember, source],
  );

  // "Not interested": the short leaves the feed and the one after it (or before it, at the
  // end) takes its place; the answer puts them back, for the toast's Undo.
  const showInstead = useCallback(
    (state: Feed, at: number) => {
      if (!section.current) return; // an Undo after the reader left the feed
      const entry = state.entries[at];
      focusShown.current = Boolean(section.current?.contains(document.activeElement));
      setFeed(state);
      setShownId(entry?.short.id);
      if (entry) unreported.current.push(entry.short.id);
      navigate(entry ? `${source.path}/${entry.short.id}` : source.path, { replace: true });
    },
    [navigate, source],
  );
  const hide = useCallback(
    (short: Short) => {
      const { feed: current, index: at } = position.current;
      const { entries, dropped } = withoutShort(current.entries, short, at, source.ranksCreators);
      hidden.current.add(short.id);
      showInstead({ ...current, entries }, entries[at] ? at : at - 1);
      return () => {
        const { feed: now, index: shownAt } = position.current;
        hidden.current.delete(short.id);
        const back = Math.max(shownAt, 0);
        showInstead({ ...now, entries: withRestored(now.entries, dropped, back) }, back);
      };
    },
    [showInstead, source],
  );
  const article = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!shown || !focusShown.current) return;
    focusShown.current = false;
    article.current?.focus();
  }, [shown]);

  useKeysAndWheel(move, !commentsOpen);
  const touch = useSwipe(move, !commentsOpen);
  useViewAfter(shown?.id);

  // A Follow holds for every short of that creator in the feed, not only the one shown.
  const followed = useCallback((creator: Creator) => {
    setFeed((current) => ({ ...current, entries: withCreator(current.entries, creator) }));
  }, []);

  // Closing the comments asks the server for the short again, so that the count on the
  // overlay includes what was just written.
  const commentsOpenChange = (open: boolean) => {
    setCommentsOpen(open);
    if (open || !shown) return;
    void client
      .query(SHORT_BY_ID, { id: shown.id }, { requestPolicy: 'network-only' })
      .toPromise()
      .then(({ data }) => {
        const fresh = data?.getVideo;
        if (!fresh) return;
        setFeed((current) => ({ ...current, entries: withFresh(current.entries, fresh) }));
      });
  };

  const ranOut = feed.ended && !busy && feed.entries.length === 0;
  return (
    <section
      ref={section}
      role="feed"
      aria-label="Shorts"
      aria-busy={busy || (!shown && !ranOut)}
      className="relative mx-auto h-[calc(100dvh-4rem)] max-w-md overflow-hidden bg-black text-white"
      {...touch}
    >
      {ranOut ? (
        <p className="p-8 text-center">{seen.current.size > 0 ? source.endText : source.emptyText}</p>
      ) : null}
      {!shown && !ranOut ? <Loading /> : null}
      {shown
        ? [index - 1, index, index + 1].map((at) => {
            const entry = feed.entries[at];
            if (!entry) return null;
            const { short } = entry;
            const current = at === index;
            return (
              <article
                key={short.id}
                ref={current ? article : undefined}
                tabIndex={current ? 0 : -1}
                aria-posinset={at + 1}
                aria-setsize={feed.ended ? feed.entries.length : -1}
                aria-label={short.title}
                aria-hidden={!current}
                inert={!current}
                className={`absolute inset-0 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-white ${placement(at - index, direction)}`}
              >
                <ShortPlayer short={short} shown={current} muted={!sound} />
                {current ? (
                  <ShortOverlay
                    short={short}
                    sound={sound}
                    onToggleSound={toggleSound}
                    commentsOpen={commentsOpen}
                    onCommentsOpenChange={commentsOpenChange}
                    onFollowed={followed}
                    onHide={hide}
                    comments={comments(short.id)}
                    endNotice={
                      feed.ended && at === feed.entries.length - 1 ? (
                        <p role="status" className="text-sm text-slate-200">
                          {source.endText}
                        </p>
                      ) : null
                    }
                  />
                ) : null}
              </article>
            );
          })
        : null}
    </section>
  );
}
