import { useEffect, useRef } from 'react';
import { useMutation } from 'urql';
import { RECORD_VIEW } from './video-queries';

// Counts a view once per page visit; the server counts at most one per viewer per hour.
export function useRecordView(videoId: string | undefined) {
  const [, recordView] = useMutation(RECORD_VIEW);
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!videoId || recorded.current === videoId) return;
    recorded.current = videoId;
    void recordView({ videoId });
  }, [videoId, recordView]);
}
