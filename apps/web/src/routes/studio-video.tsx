import { useParams } from 'react-router';
import { PublishTimeForm } from '../features/scheduling/publish-time-form';
import { StudioPanel, StudioVideoScreen } from '../features/studio/studio-video-screen';
import { ThumbnailPicker } from '../features/thumbnails/thumbnail-picker';

// A video's studio page: its figures, and panels from other features for this video.
export function StudioVideoPage() {
  const { id = '' } = useParams();
  return (
    <StudioVideoScreen videoId={id}>
      <StudioPanel id="studio-thumbnail" title="Thumbnail">
        <ThumbnailPicker videoId={id} />
      </StudioPanel>
      <StudioPanel id="studio-publish-time" title="Publish time">
        <PublishTimeForm videoId={id} />
      </StudioPanel>
    </StudioVideoScreen>
  );
}
