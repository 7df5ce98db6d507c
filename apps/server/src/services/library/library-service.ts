import { libraryMessages } from '@reelboard/shared/library';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { createRateLimiter, perMinute } from '../../ops/rate-limiter.ts';
import type { Changes } from '../../realtime/changes.ts';
import type { VideoService } from '../videos/video-service.ts';
import { createPlaylistVideos } from './playlist-videos.ts';
import { createPlaylists } from './playlists.ts';
import { createSavedVideos } from './saved-videos.ts';
import { createWatchHistory } from './watch-history.ts';

/**
 * Saves and playlist changes one person may make per minute: more than anyone sorting a
 * playlist by hand makes, few enough that a script cannot keep a playlist's row busy.
 */
const LIBRARY_WRITES_PER_MINUTE = 120;

// The library area (issue 24, ADR 0027): saved videos, watch history and playlists, each a
// part of its own with the rules of its writes and reads. Every method takes the actor and
// checks it first; what it shows of videos follows the video service's rules.
export function createLibraryService(deps: {
  db: Database;
  videos: Pick<VideoService, 'get'>;
  changes?: Changes;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const limiter = createRateLimiter(deps.db);
  async function claimWrite(userId: string) {
    const claim = await limiter.claim(perMinute(`library:${userId}`, LIBRARY_WRITES_PER_MINUTE));
    if (!claim.allowed) throw new AppError('RATE_LIMITED', libraryMessages.rateLimited);
  }
  const common = { db: deps.db, changes: deps.changes, claimWrite, now };
  const playlists = createPlaylists(common);
  return {
    saved: createSavedVideos({ ...common, videos: deps.videos }),
    history: createWatchHistory(common),
    playlists,
    playlistVideos: createPlaylistVideos({ ...common, playlists, videos: deps.videos }),
  };
}
