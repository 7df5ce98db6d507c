import { Link } from 'react-router';
import { buttonClasses } from './button';

// "Video not found", "Category not found", "Creator not found": a heading, an optional
// explanation and the way home.
export function MissingItem({ title, message }: { title: string; message?: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>{`${title} · Reelboard`}</title>
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      {message ? <p className="mt-4 text-slate-600">{message}</p> : null}
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-8')}>
        Return to Home
      </Link>
    </div>
  );
}
