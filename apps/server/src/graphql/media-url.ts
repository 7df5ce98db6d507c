import type { Video } from '../services/videos/video-service.ts';
import type { GraphQLContext } from './context.ts';

// How long a private file's link works: long enough to review a whole video with seeks.
const PRIVATE_LINK_SECONDS = 60 * 60;

const isAbsolute = (value: string) => /^https?:\/\//i.test(value);

/** The URL of a file that is public or not shown at all: avatars and post images (always public). */
export function publicMediaUrl(context: GraphQLContext, value: string | null): string | null {
  if (!value) return null;
  if (isAbsolute(value)) return value;
  return value.startsWith('public/') ? context.services.storage.publicUrl(value) : null;
}

/**
 * A video file's or thumbnail's URL. A public video's processed media load through the
 * media gate (ADR 0025); others (an unapproved video's media, an upload not yet processed)
 * through a short signed link: a resolver gets them only for a row its reader may see
 * already. Only those cost a promise. Keys under public/ are the built-in samples' and
 * those of videos published before the gate.
 */
export function videoMediaUrl(
  context: GraphQLContext,
  video: Video,
  value: string | null,
): string | null | Promise<string> {
  if (!value || isAbsolute(value) || value.startsWith('public/')) return publicMediaUrl(context, value);
  return (
    context.services.videoMedia.publicUrl(video, value) ??
    context.services.storage.signedReadUrl(value, PRIVATE_LINK_SECONDS)
  );
}

/**
 * The HLS master playlist's URL, for public videos only: its segments load by relative
 * URLs that a signed link cannot cover, so a private video plays its MP4 instead.
 */
export function videoStreamUrl(context: GraphQLContext, video: Video, value: string | null): string | null {
  if (!value || isAbsolute(value) || value.startsWith('public/')) return publicMediaUrl(context, value);
  return context.services.videoMedia.publicUrl(video, value) ?? null;
}
