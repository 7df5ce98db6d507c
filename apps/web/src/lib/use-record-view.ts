import { useEffect, useRef } from 'react';
import { useMutation } from 'urql';
import { RECORD_VIDEO_VIEW } from './api/record-video-view';
import { useAuth } from './auth';

// Counts a view once per page visit; the server counts at most one per viewer per hour.
// It waits for the session check, so a signed-in visitor's view counts as theirs and not
// as an anonymous one from their address.
export function useRecordView(videoId: string | undefined) {
  const { status } = useAuth();
  const [, recordView] = useMutation(RECORD_VIDEO_VIEW);
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!videoId || status === 'loading' || recorded.current === videoId) return;
    recorded.current = videoId;
    void recordView({ videoId });
  }, [videoId, status, recordView]);
}
