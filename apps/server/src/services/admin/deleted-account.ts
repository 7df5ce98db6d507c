import { DELETED_PLACEHOLDER } from '@reelboard/shared/admin-users';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/**
 * The account that "[deleted]" posts of deleted accounts belong to (a post needs an author).
 * It has no profile, cannot sign in (its password hash is no hash), and the admins' list
 * leaves it out (ADR 0035).
 */
export const DELETED_ACCOUNT_ID = '00000000-0000-4000-8000-000000000000';

export async function ensureDeletedAccount(tx: Pick<Database, 'insert'>): Promise<void> {
  await tx
    .insert(users)
    .values({
      id: DELETED_ACCOUNT_ID,
      email: 'deleted-account@reelboard.invalid',
      name: DELETED_PLACEHOLDER,
      passwordHash: '!',
      suspendedAt: new Date(0),
    })
    .onConflictDoNothing({ target: users.id });
}
