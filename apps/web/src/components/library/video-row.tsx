import type { LiHTMLAttributes, ReactNode } from 'react';
import type { VideoCardVideo } from '../../lib/api/video-card-fields';
import { CompactVideoCard } from '../video/compact-video-card';

type VideoRowProps = Omit<LiHTMLAttributes<HTMLLIElement>, 'children'> & {
  video: VideoCardVideo;
  actions?: ReactNode;
  children?: ReactNode;
};

// One video of a library list or a playlist: its card (to the video page), what the list
// says about it (`children`) and its actions, which wrap below the card on a phone. Other
// props go to the list item (a playlist's rows are dragged).
export function VideoRow({ video, actions, children, className = '', ...item }: VideoRowProps) {
  return (
    <li
      className={`flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-2 sm:flex-row sm:items-center ${className}`}
      {...item}
    >
      <div className="min-w-0 flex-1 space-y-2">
        <CompactVideoCard video={video} />
        {children}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </li>
  );
}
