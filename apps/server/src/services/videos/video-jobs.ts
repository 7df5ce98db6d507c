import { hourly, type JobQueue } from '../../jobs/job-queue.ts';
import type { UploadService } from './upload-service.ts';
import type { VideoProcessing } from './video-processing.ts';
import type { VideoRemoval } from './video-removal.ts';
import type { VideoService } from './video-service.ts';

/** The videos area's background work: processing, removing deleted media, publishing scheduled videos, and clean-ups. */
export function registerVideoJobs(
  jobs: JobQueue,
  deps: {
    processing: VideoProcessing;
    removal: Pick<VideoRemoval, 'removalJob'>;
    uploads: Pick<UploadService, 'removeAbandoned'>;
    videos: Pick<VideoService, 'pruneViewRecords' | 'publishJobs'>;
    log?: (message: string) => void;
  },
) {
  jobs.register(deps.processing.processingJob);
  jobs.register(deps.removal.removalJob);
  const [publishJob, sweepJob] = deps.videos.publishJobs;
  jobs.register(publishJob);
  jobs.register(sweepJob);
  jobs.register(hourly('upload-cleanup', 17, 'abandoned uploads', deps.uploads.removeAbandoned, deps.log));
  jobs.register(
    hourly('view-record-cleanup', 29, 'old view records', deps.videos.pruneViewRecords, deps.log),
  );
  jobs.register(
    hourly(
      'processing-output-cleanup',
      5,
      'abandoned processing attempts',
      deps.processing.removeAbandonedAttempts,
      deps.log,
    ),
  );
}
