import { MyVideos } from './my-videos';
import { VideoUploadForm } from './video-upload-form';

/** The Content tab's upload area for creators and admins: the form, then their own videos. */
export function VideoUpload({ creatorId }: { creatorId: string }) {
  return (
    <div className="space-y-6">
      <VideoUploadForm />
      <MyVideos creatorId={creatorId} />
    </div>
  );
}
