import type { Services } from '../services.ts';

const PRUNE_EVERY_MS = 60 * 60 * 1000;

// What the videos area does on its own while the server runs: refresh the external video
// list (when configured) and drop view records too old to matter. Answers a stop function.
export function startVideoBackgroundWork(services: Services, log: (message: string) => void): () => void {
  services.externalVideos.start(log);
  const prune = setInterval(() => {
    services.videos
      .pruneViewRecords()
      .catch((error: Error) => log(`pruning view records failed: ${error.message}`));
  }, PRUNE_EVERY_MS);
  prune.unref();
  return () => {
    clearInterval(prune);
    services.externalVideos.stop();
  };
}
