import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';

export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>Page not found · Reelboard</title>
      <p className="text-sm font-semibold text-violet-700">404</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Page not found</h1>
      <p className="mt-4 text-slate-600">The page you're looking for doesn't exist or has moved.</p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-8')}>
        Return to Home
      </Link>
    </div>
  );
}
