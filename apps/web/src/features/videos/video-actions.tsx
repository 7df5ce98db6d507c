import { Bookmark, Share2 } from 'lucide-react';
import { toast } from 'sonner';
import { ReportButton } from '../../components/report/report-button';
import { Button } from '../../components/ui/button';
import { shareLink } from '../../lib/share';

// Share copies the video's link; Save only confirms (SPEC.md section 7: no call); Report
// opens the report dialog (ADR 0017).
export function VideoActions({ videoId }: { videoId: string }) {
  return (
    <div className="flex gap-2">
      <Button
        variant="outline"
        onClick={() => void shareLink(`/videos/${videoId}`, 'Video link copied to clipboard')}
      >
        <Share2 className="h-4 w-4" aria-hidden /> Share
      </Button>
      <Button
        variant="outline"
        onClick={() => toast.success('Saved!', { description: 'Video saved to your library' })}
      >
        <Bookmark className="h-4 w-4" aria-hidden /> Save
      </Button>
      <ReportButton targetType="VIDEO" targetId={videoId} label="Report video" variant="outline" size="md" />
    </div>
  );
}
