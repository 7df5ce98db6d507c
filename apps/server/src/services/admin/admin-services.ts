import type { Readable } from 'node:stream';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Changes } from '../../realtime/changes.ts';
import type { Storage } from '../../storage/storage.ts';
import type { Actor } from '../actors.ts';
import type { ActorCache } from '../identity/actor-cache.ts';
import { createAccountDeletion } from './account-deletion.ts';
import { createAdminHealth } from './health-service.ts';
import { storageUsageJob } from './health-storage.ts';
import { createUserActions } from './user-actions.ts';
import { createUserDataExport } from './user-data-export.ts';
import { createUserDirectory } from './user-directory.ts';

type Remove = (actor: Actor, id: string) => Promise<unknown>;

// The admins' user management (ADR 0035) and site health (ADR 0041), wired to the rules of
// the areas it acts through.
export function createAdminServices(deps: {
  db: Database;
  storage: Pick<Storage, 'delete' | 'list'>;
  jobs: JobQueue;
  /** account-data's ZIP of one person's data (ADR 0031). */
  zipFor: (userId: string) => Promise<Readable>;
  moderation: {
    suspendUser: (actor: Actor, userId: string, suspend: boolean, reason: string) => Promise<void>;
  };
  identity: {
    revokeAllSessions: (userId: string) => Promise<void>;
    resendCode: (email: string) => Promise<void>;
  };
  videoRemoval: { deleteVideo: (videoId: string) => Promise<unknown> };
  comments: { remove: Remove };
  posts: { remove: Remove };
  actors: ActorCache;
  changes: Changes;
  log?: (message: string) => void;
}) {
  const { db, actors, changes } = deps;
  // Storage used per area for /admin/health and /metrics, measured in the background.
  deps.jobs.register(storageUsageJob({ db, storage: deps.storage }));
  return {
    // Queues, failures, storage, database, nodes and backups (ADR 0041).
    adminHealth: createAdminHealth({ db, jobs: deps.jobs }),
    // "Export their data" for a person's legal request (ADR 0041).
    userDataExport: createUserDataExport({ db, zipFor: deps.zipFor }),
    userDirectory: createUserDirectory({ db }),
    userActions: createUserActions({
      db,
      suspendUser: deps.moderation.suspendUser,
      revokeSessions: deps.identity.revokeAllSessions,
      resendCode: deps.identity.resendCode,
      actors,
      changes,
    }),
    accountDeletion: createAccountDeletion({
      db,
      storage: deps.storage,
      deleteVideo: deps.videoRemoval.deleteVideo,
      deleteComment: deps.comments.remove,
      deletePost: deps.posts.remove,
      actors,
      changes,
      log: deps.log,
    }),
  };
}
