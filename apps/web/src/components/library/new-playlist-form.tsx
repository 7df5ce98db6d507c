import { PLAYLIST_TITLE_MAX, parsePlaylistTitle } from '@reelboard/shared/library';
import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import type { PlaylistVisibility } from '../../graphql/graphql';
import { CREATE_PLAYLIST } from '../../lib/api/create-playlist';
import type { PlaylistSummary } from '../../lib/api/playlist-fields';
import { errorMessage } from '../../lib/graphql-client';
import { Button } from '../ui/button';
import { SelectField, TextField } from '../ui/form-field';
import { VisibilityOptions } from './playlist-visibility';

// A new playlist: a title and who may open it (private unless chosen otherwise).
export function NewPlaylistForm({ onCreated }: { onCreated: (playlist: PlaylistSummary) => void }) {
  const [title, setTitle] = useState('');
  const [visibility, setVisibility] = useState<PlaylistVisibility>('PRIVATE');
  const [error, setError] = useState<string | undefined>();
  const [{ fetching }, createPlaylist] = useMutation(CREATE_PLAYLIST);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parsePlaylistTitle(title);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    const result = await createPlaylist({ input: { title: parsed.title, visibility } });
    if (!result.data) {
      setError(errorMessage(result.error));
      return;
    }
    setError(undefined);
    setTitle('');
    onCreated(result.data.createPlaylist);
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      <TextField
        label="New playlist title"
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
      <Button type="submit" disabled={fetching}>
        {fetching ? 'Creating...' : 'Create playlist'}
      </Button>
    </form>
  );
}
