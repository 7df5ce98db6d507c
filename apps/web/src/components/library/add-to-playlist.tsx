import * as Dialog from '@radix-ui/react-dialog';
import { ListPlus, X } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useMutation, useQuery } from 'urql';
import { ADD_TO_PLAYLIST } from '../../lib/api/add-to-playlist';
import { MY_PLAYLIST_IDS_WITH_VIDEO } from '../../lib/api/my-playlist-ids-with-video';
import { MY_PLAYLISTS } from '../../lib/api/my-playlists';
import type { PlaylistSummary } from '../../lib/api/playlist-fields';
import { REMOVE_FROM_PLAYLIST } from '../../lib/api/remove-from-playlist';
import { useAuth } from '../../lib/auth';
import { errorMessage } from '../../lib/graphql-client';
import { Button, buttonClasses } from '../ui/button';
import { NewPlaylistForm } from './new-playlist-form';
import { VISIBILITY_LABELS } from './playlist-visibility';

/** The playlists a dialog lists: a person's newest 100 (the server's limit per person). */
const LISTED = 100;

const FEED_KEYS = ['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown'];
const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

// What happens in the dialog stays there: the Shorts feed under it moves on arrow and page
// keys, the wheel and swipes, which would take the short (and the dialog) away.
const keptInside = {
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
    if (FEED_KEYS.includes(event.key)) event.stopPropagation();
  },
  onWheel: stop,
  onTouchStart: stop,
  onTouchMove: stop,
  onTouchEnd: stop,
};

// "Add to playlist", on the video page and in Shorts: a dialog with the person's playlists
// as check boxes (checked: the video is in it) and a form for a new one, which gets the
// video at once. Signed-out people are sent to sign in. `className` styles the trigger
// (the Shorts overlay's round buttons).
export function AddToPlaylist({ videoId, className }: { videoId: string; className?: string }) {
  const { status } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const openDialog = () => (status === 'signedIn' ? setOpen(true) : navigate('/signin'));
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <button
        type="button"
        className={className ?? buttonClasses('outline')}
        disabled={status === 'loading'}
        onClick={openDialog}
      >
        <ListPlus className={className ? 'h-5 w-5' : 'h-4 w-4'} aria-hidden />
        <span className={className ? 'text-xs' : undefined}>Add to playlist</span>
      </button>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          {...keptInside}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 text-slate-900 shadow-xl"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold">Add to playlist</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" aria-label="Close">
                <X className="h-4 w-4" aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            Check a playlist to add this video to it, uncheck it to take the video out.
          </Dialog.Description>
          {open ? <PlaylistChoices videoId={videoId} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PlaylistChoices({ videoId }: { videoId: string }) {
  const [{ data, fetching }] = useQuery({
    query: MY_PLAYLISTS,
    variables: { limit: LISTED },
    requestPolicy: 'cache-and-network',
  });
  const [{ data: holding }] = useQuery({
    query: MY_PLAYLIST_IDS_WITH_VIDEO,
    variables: { videoId },
    requestPolicy: 'network-only',
  });
  // What the person changed here, over what the server said when the dialog opened.
  const [changed, setChanged] = useState<Record<string, boolean>>({});
  const [created, setCreated] = useState<PlaylistSummary[]>([]);
  const [{ fetching: adding }, addToPlaylist] = useMutation(ADD_TO_PLAYLIST);
  const [{ fetching: removing }, removeFromPlaylist] = useMutation(REMOVE_FROM_PLAYLIST);
  const held = new Set(holding?.myPlaylistIdsWithVideo ?? []);
  const contains = (id: string) => changed[id] ?? held.has(id);
  const listed = data?.myPlaylists.items ?? [];
  const playlists = [...created.filter((made) => !listed.some((item) => item.id === made.id)), ...listed];

  async function setIn(playlist: PlaylistSummary, inIt: boolean) {
    const variables = { playlistId: playlist.id, videoId };
    // Shown checked (or not) at once; put back if the server refuses.
    const before = contains(playlist.id);
    setChanged((current) => ({ ...current, [playlist.id]: inIt }));
    const result = inIt ? await addToPlaylist(variables) : await removeFromPlaylist(variables);
    if (result.error) {
      setChanged((current) => ({ ...current, [playlist.id]: before }));
      toast.error(errorMessage(result.error));
      return;
    }
    toast.success(inIt ? `Added to ${playlist.title}` : `Removed from ${playlist.title}`);
  }

  return (
    <div className="mt-4 space-y-6">
      {fetching && !data ? (
        <p role="status" className="text-sm text-slate-500">
          Loading your playlists...
        </p>
      ) : (
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">Your playlists</legend>
          {playlists.length === 0 ? (
            <p className="mt-2 text-sm text-slate-500">You have no playlists yet.</p>
          ) : (
            <ul className="mt-2 max-h-64 space-y-1 overflow-y-auto">
              {playlists.map((playlist) => (
                <li key={playlist.id}>
                  <label className="flex items-center gap-3 rounded-md px-2 py-2 text-sm hover:bg-slate-50">
                    <input
                      type="checkbox"
                      className="h-4 w-4 accent-violet-600"
                      checked={contains(playlist.id)}
                      disabled={adding || removing}
                      onChange={(event) => void setIn(playlist, event.target.checked)}
                    />
                    <span className="flex-1 truncate">{playlist.title}</span>
                    <span className="text-xs text-slate-500">{VISIBILITY_LABELS[playlist.visibility]}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      )}
      <NewPlaylistForm
        onCreated={(playlist) => {
          setCreated((current) => [playlist, ...current]);
          void setIn(playlist, true);
        }}
      />
    </div>
  );
}
