import { useId } from 'react';
import type { VideoCardVideo } from '../../lib/api/video-card-fields';
import { VideoCard } from './video-card';

type Columns = 1 | 2 | 3 | 4;

// Written out in full so Tailwind finds the classes; one column on small screens.
const COLUMN_CLASSES: Record<Columns, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-1 sm:grid-cols-2',
  3: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
  4: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-4',
};

type VideoGridProps = { videos: VideoCardVideo[]; columns?: Columns; title?: string; featured?: boolean };

// The reusable video grid of SPEC.md section 2.
export function VideoGrid({ videos, columns = 4, title, featured = false }: VideoGridProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={title ? headingId : undefined}>
      {title ? (
        <h2 id={headingId} className="mb-4 text-2xl font-bold text-slate-900">
          {title}
        </h2>
      ) : null}
      {videos.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white py-12 text-center text-slate-500">
          No videos available
        </p>
      ) : (
        <ul className={`grid gap-6 ${COLUMN_CLASSES[columns]}`}>
          {videos.map((video) => (
            <li key={video.id}>
              <VideoCard video={video} featured={featured} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
