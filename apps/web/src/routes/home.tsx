import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { useAuth } from '../lib/auth';

// Videos arrive with the videos feature; until then each section shows its empty state.
const SECTIONS = ['Featured Videos', 'Trending Now', 'Recent Uploads'] as const;

export function HomePage() {
  const { status } = useAuth();
  return (
    <>
      <title>Reelboard</title>
      <section className="bg-gradient-to-br from-violet-700 via-violet-600 to-indigo-600 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            Discover curated short-form videos that inspire
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-violet-100">
            Business, lifestyle, beauty and innovation from independent creators, every video under ten
            minutes.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/about" className={buttonClasses('secondary', 'lg')}>
              Learn more
            </Link>
            {status === 'signedOut' ? (
              <Link
                to="/signup"
                className="inline-flex h-12 items-center justify-center rounded-lg border border-white px-6 font-medium text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                Create a free account
              </Link>
            ) : null}
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-12 sm:px-6">
        {SECTIONS.map((title) => (
          <section key={title} aria-labelledby={`section-${title}`}>
            <h2 id={`section-${title}`} className="mb-4 text-2xl font-bold text-slate-900">
              {title}
            </h2>
            <p className="rounded-xl border border-dashed border-slate-300 bg-white py-12 text-center text-slate-500">
              No videos available
            </p>
          </section>
        ))}
      </div>
    </>
  );
}
