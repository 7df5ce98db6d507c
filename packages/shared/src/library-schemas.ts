import { z } from 'zod';
import { isUuid } from './ids.ts';
import {
  LOCAL_SAVES_MAX,
  libraryMessages,
  POSITION_MAX_SECONDS,
  WATCH_REPORT_MAX_ENTRIES,
} from './library.ts';

// What the library's batched inputs must be (library.ts holds the limits and the rules):
// the server parses reports and browser saves with these.

const videoIdSchema = z.string().refine(isUuid, libraryMessages.videoNotFound);

/** One batch of position reports: where each video was when last reported. */
export const watchReportSchema = z
  .array(
    z.object({
      videoId: videoIdSchema,
      positionSeconds: z.number().finite().min(0).max(POSITION_MAX_SECONDS),
    }),
  )
  .min(1)
  .max(WATCH_REPORT_MAX_ENTRIES);

export const localSavesSchema = z.array(videoIdSchema).max(LOCAL_SAVES_MAX);
