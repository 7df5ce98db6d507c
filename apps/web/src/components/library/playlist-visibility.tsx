import type { PlaylistVisibility } from '../../graphql/graphql';

// Who may open a playlist, as people read it (ADR 0027).
export const VISIBILITY_LABELS: Record<PlaylistVisibility, string> = {
  PUBLIC: 'Public',
  UNLISTED: 'Unlisted',
  PRIVATE: 'Private',
};

/** The visibility choices, with what each means. */
export function VisibilityOptions() {
  return (
    <>
      <option value="PRIVATE">Private: only you</option>
      <option value="UNLISTED">Unlisted: anyone with the link</option>
      <option value="PUBLIC">Public: anyone</option>
    </>
  );
}
