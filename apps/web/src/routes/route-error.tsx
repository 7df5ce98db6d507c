import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';

// Shown in place of a page that failed to render; the navigation bar stays usable.
export function RouteError() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-4 text-slate-600">This page could not be shown. Reload the page or go back home.</p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-8')}>
        Return to Home
      </Link>
    </div>
  );
}
