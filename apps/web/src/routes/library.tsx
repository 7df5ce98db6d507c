import { LibraryScreen } from '../features/library/library-screen';

export function LibraryPage() {
  return <LibraryScreen />;
}
