import { useParams } from 'react-router';
import { CaptionsManager } from '../features/captions/captions-manager';

// /videos/:id/captions: the video's captions, for its creator and admins (ADR 0036).
export function VideoCaptionsPage() {
  const { id = '' } = useParams();
  return <CaptionsManager key={id} videoId={id} />;
}
