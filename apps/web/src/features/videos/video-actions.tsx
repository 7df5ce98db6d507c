import { Share2 } from 'lucide-react';
import { AddToPlaylist } from '../../components/library/add-to-playlist';
import { SaveButton } from '../../components/library/save-button';
import { ReportButton } from '../../components/report/report-button';
import { Button } from '../../components/ui/button';
import { shareLink } from '../../lib/share';
import { reportShare } from '../../lib/watch-reporter-send';

// Share copies the video's link; Save toggles it in the library and Save to playlist adds
// it to a playlist (issue 24, ADR 0027); Report opens the report dialog (ADR 0017).
export function VideoActions({ videoId }: { videoId: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        onClick={() => {
          reportShare(videoId);
          void shareLink(`/videos/${videoId}`, 'Video link copied to clipboard');
        }}
      >
        <Share2 className="h-4 w-4" aria-hidden /> Share
      </Button>
      <SaveButton videoId={videoId} />
      <AddToPlaylist videoId={videoId} />
      <ReportButton targetType="VIDEO" targetId={videoId} label="Report video" variant="outline" size="md" />
    </div>
  );
}
