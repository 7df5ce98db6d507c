import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userProfiles } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const LAST_ADMIN = 'The site must keep at least one admin: make someone else an admin first.';

/**
 * Refuses, inside the caller's transaction, to take the admin level from the last admin.
 * The admins' rows stay locked until it commits: a second demotion or deletion running at
 * the same moment waits, then sees the first one's result (a demoted row no longer matches
 * level = 'admin' when PostgreSQL re-checks it), so two admins demoting each other at once
 * cannot leave the site with none (ADR 0035).
 */
export async function keepAnAdmin(tx: Tx, userId: string): Promise<void> {
  const admins = await tx.execute<{ user_id: string }>(
    sql`select user_id from ${userProfiles} where level = 'admin' for update`,
  );
  const ids = admins.rows.map((row) => row.user_id);
  if (ids.includes(userId) && ids.length <= 1) throw new AppError('CONFLICT', LAST_ADMIN);
}
