import type { Database } from '../../db/client.ts';
import type { Changes } from '../../realtime/changes.ts';
import type { Storage } from '../../storage/storage.ts';
import type { Actor } from '../actors.ts';
import type { ActorCache } from '../identity/actor-cache.ts';
import { createAccountDeletion } from './account-deletion.ts';
import { createUserActions } from './user-actions.ts';
import { createUserDirectory } from './user-directory.ts';

type Remove = (actor: Actor, id: string) => Promise<unknown>;

// The admins' user management (ADR 0035), wired to the rules of the areas it acts through.
export function createAdminServices(deps: {
  db: Database;
  storage: Pick<Storage, 'delete'>;
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
  return {
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
