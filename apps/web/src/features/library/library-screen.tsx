import { libraryMessages } from '@reelboard/shared/library';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import { useAuth } from '../../lib/auth';
import { HistorySection } from './history-section';
import { LocalSavedSection } from './local-saved-section';
import { PlaylistsSection } from './playlists-section';
import { SavedSection } from './saved-section';

// /library (issue 24, ADR 0027): Saved, History and Playlists, one region each. Signed out,
// the saves this browser keeps, and an invitation to sign in for the rest.
export function LibraryScreen() {
  const { status } = useAuth();
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:px-6">
      <title>Library · Reelboard</title>
      <h1 className="text-3xl font-bold text-slate-900">Your library</h1>
      {status === 'loading' ? <Loading /> : null}
      {status === 'signedIn' ? (
        <>
          <SavedSection />
          <HistorySection />
          <PlaylistsSection />
        </>
      ) : null}
      {status === 'signedOut' ? (
        <>
          <LocalSavedSection />
          <div className="rounded-xl border border-slate-200 bg-white p-6">
            <p className="text-slate-700">{libraryMessages.signInForLibrary}</p>
            <Link to="/signin" className={buttonClasses('primary', 'md', 'mt-4')}>
              Sign In
            </Link>
          </div>
        </>
      ) : null}
    </div>
  );
}
