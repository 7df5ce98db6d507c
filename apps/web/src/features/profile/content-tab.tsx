import { canUploadVideos, type Level } from '@reelboard/shared/levels';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card';

// Creators and admins get the upload area, which the page passes in (it belongs to the
// upload feature); everyone else is told who may upload.
export function ContentTab({ level, videoUpload }: { level: Level; videoUpload: ReactNode }) {
  if (!canUploadVideos(level)) {
    return (
      <Card className="p-6">
        <p className="text-slate-700">Only content creators and admins can upload videos.</p>
      </Card>
    );
  }
  return (
    <>
      <p className="mb-4 text-sm text-slate-700">
        Views, watch time and sales of your videos are in your{' '}
        <Link to="/studio" className="font-medium text-violet-700 underline">
          Studio
        </Link>
        .
      </p>
      {videoUpload}
    </>
  );
}
