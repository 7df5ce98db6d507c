import { PLAYLIST_TITLE_MAX, parsePlaylistTitle } from '@reelboard/shared/library';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useMutation } from 'urql';
import { VisibilityOptions } from '../../components/library/playlist-visibility';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { SelectField, TextField } from '../../components/ui/form-field';
import type { PlaylistVisibility } from '../../graphql/graphql';
import type { PlaylistSummary } from '../../lib/api/playlist-fields';
import { errorMessage } from '../../lib/graphql-client';
import { DELETE_PLAYLIST } from './api/delete-playlist';
import { UPDATE_PLAYLIST } from './api/update-playlist';

// The owner's controls: rename, who may open it, and delete (after a second press).
export function PlaylistSettings({ playlist }: { playlist: PlaylistSummary }) {
  const navigate = useNavigate();
  const [title, setTitle] = useState(playlist.title);
  const [visibility, setVisibility] = useState<PlaylistVisibility>(playlist.visibility);
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [{ fetching: saving }, updatePlaylist] = useMutation(UPDATE_PLAYLIST);
  const [{ fetching: deleting }, deletePlaylist] = useMutation(DELETE_PLAYLIST);

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = parsePlaylistTitle(title);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    const result = await updatePlaylist({ input: { id: playlist.id, title: parsed.title, visibility } });
    if (result.error) {
      setError(errorMessage(result.error));
      return;
    }
    setError(undefined);
    toast.success('Playlist saved');
  }

  async function remove() {
    const result = await deletePlaylist({ id: playlist.id }, { additionalTypenames: ['Playlist'] });
    if (result.error) {
      toast.error(errorMessage(result.error));
      return;
    }
    toast.success('Playlist deleted');
    navigate('/library');
  }

  return (
    <Card className="space-y-4 p-4">
      <form
        noValidate
        onSubmit={(event) => void save(event)}
        className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end"
      >
        <TextField
          label="Title"
          value={title}
          maxLength={PLAYLIST_TITLE_MAX}
          error={error}
          onChange={(event) => setTitle(event.target.value)}
        />
        <SelectField
          label="Who can open it"
          value={visibility}
          onChange={(event) => setVisibility(event.target.value as PlaylistVisibility)}
        >
          <VisibilityOptions />
        </SelectField>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save changes'}
        </Button>
      </form>
      {confirming ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg bg-red-50 px-3 py-2 text-sm"
        >
          <span className="text-red-900">Delete this playlist? Its videos stay on Reelboard.</span>
          <Button variant="danger" size="sm" disabled={deleting} onClick={() => void remove()}>
            Delete playlist
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      ) : (
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          Delete playlist
        </Button>
      )}
    </Card>
  );
}
