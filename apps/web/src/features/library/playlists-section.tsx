import { ListVideo } from 'lucide-react';
import { Link } from 'react-router';
import { NewPlaylistForm } from '../../components/library/new-playlist-form';
import { VISIBILITY_LABELS } from '../../components/library/playlist-visibility';
import { Card } from '../../components/ui/card';
import { MY_PLAYLISTS } from '../../lib/api/my-playlists';
import { LibrarySection, ListState, LoadMore } from './library-section';
import { usePagedList } from './use-paged-list';

// The person's playlists, most recently changed first, each to its page (where it is
// renamed, reordered or deleted), and a form for a new one.
export function PlaylistsSection() {
  const list = usePagedList(MY_PLAYLISTS, (data) => data.myPlaylists);
  return (
    <LibrarySection id="library-playlists" title="Playlists">
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {list.items.length === 0 ? (
            <ListState loading={list.loading} error={list.error} empty="No playlists yet. Make one here." />
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {list.items.map((playlist) => (
                <li key={playlist.id}>
                  <Link
                    to={`/playlists/${playlist.id}`}
                    className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600"
                  >
                    <ListVideo className="h-8 w-8 shrink-0 text-violet-600" aria-hidden />
                    <span className="min-w-0">
                      <span className="block truncate font-medium text-slate-900">{playlist.title}</span>
                      <span className="block text-xs text-slate-600">
                        {playlist.videoCount} {playlist.videoCount === 1 ? 'video' : 'videos'} ·{' '}
                        {VISIBILITY_LABELS[playlist.visibility]}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-3">
            <LoadMore list={list} />
          </div>
        </div>
        <Card className="p-4">
          <NewPlaylistForm onCreated={() => list.refresh()} />
        </Card>
      </div>
    </LibrarySection>
  );
}
