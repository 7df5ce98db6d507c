import { type UserSearch, userSearchSchema } from '@reelboard/shared/admin-users';
import { emailSchema } from '@reelboard/shared/auth';
import { isUuid } from '@reelboard/shared/ids';
import type { Level } from '@reelboard/shared/levels';
import { and, desc, eq, ilike, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { decodeCursor, pageSize, pastCursor, toPage } from '../../db/pagination.ts';
import { userProfiles, users } from '../../db/schema.ts';
import { badInput, notFound } from '../../errors.ts';
import { type Actor, requireAdmin } from '../actors.ts';
import { DELETED_ACCOUNT_ID } from './deleted-account.ts';
import { userActivity } from './user-activity.ts';

export type UserRow = {
  id: string;
  email: string;
  name: string;
  username: string | null;
  level: Level;
  emailVerified: boolean;
  suspendedAt: Date | null;
  createdAt: Date;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const columns = {
  id: users.id,
  email: users.email,
  name: users.name,
  username: userProfiles.username,
  level: sql<Level>`coalesce(${userProfiles.level}, 'viewer')`,
  emailVerified: users.emailVerified,
  suspendedAt: users.suspendedAt,
  createdAt: users.createdAt,
};

/** A common word is looked for among this many newest users first (see search). */
const RECENT_WINDOW = 2000;

// Only e-mail addresses hold an @: a query with one looks at them alone, which spares the
// other two indexes' long posting lists of an address's common trigrams.
const emailOnly = (query: string) => query.includes('@');

// A substring of the e-mail address, the name or the username, row by row: for walking the
// newest users in order.
const rowMatches = (pattern: string, query: string) =>
  emailOnly(query)
    ? ilike(users.email, pattern)
    : or(ilike(users.email, pattern), ilike(users.name, pattern), ilike(userProfiles.username, pattern));

// The same through the trigram indexes: each side its own lookup, united before the join, so
// the planner can use the three GIN indexes (an OR across the join could use none of them).
const indexedMatches = (pattern: string, query: string): SQL =>
  emailOnly(query)
    ? ilike(users.email, pattern)
    : sql`${users.id} in (
    select id from ${users} where email ilike ${pattern} or name ilike ${pattern}
    union select user_id from ${userProfiles} where username ilike ${pattern})`;

function filters(search: UserSearch): (SQL | undefined)[] {
  const level = search.level ? sql`coalesce(${userProfiles.level}, 'viewer') = ${search.level}` : undefined;
  const status = {
    active: and(isNull(users.suspendedAt), eq(users.emailVerified, true)),
    suspended: isNotNull(users.suspendedAt),
    unconfirmed: and(isNull(users.suspendedAt), eq(users.emailVerified, false)),
  }[search.status ?? ('none' as never)];
  return [level, status];
}

/** The admins' list and page of users (ADR 0035); admins only. */
export function createUserDirectory(deps: { db: Database }) {
  const { db } = deps;

  /** Users meeting the condition, newest first. */
  const newest = (where: SQL | undefined, limit: number) =>
    db
      .select(columns)
      .from(users)
      .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit) as Promise<UserRow[]>;

  // The same among the newest RECENT_WINDOW listed users only: a subquery named "users", so
  // that the conditions written for the table apply to it. Read in index order, each row's
  // profile looked up by its id (lateral: never a scan of every profile), it stops as soon
  // as the page is full.
  async function newestRecent(listed: SQL | undefined, where: SQL | undefined, limit: number) {
    const result = await db.execute<UserRow>(sql`
      select ${users.id}, ${users.email}, ${users.name}, ${userProfiles.username},
        ${columns.level} as "level", ${users.emailVerified} as "emailVerified",
        ${users.suspendedAt} as "suspendedAt", ${users.createdAt} as "createdAt"
      from (select * from ${users} where ${listed}
        order by ${users.createdAt} desc, ${users.id} desc limit ${RECENT_WINDOW}) as ${users}
      left join lateral (select * from ${userProfiles} where ${userProfiles.userId} = ${users.id} limit 1) as ${userProfiles}
        on true
      where ${where}
      order by ${users.createdAt} desc, ${users.id} desc limit ${limit}`);
    // Raw rows carry timestamps as text.
    return result.rows.map((row) => ({
      ...row,
      createdAt: new Date(row.createdAt),
      suspendedAt: row.suspendedAt ? new Date(row.suspendedAt) : null,
    }));
  }

  return {
    /** Newest first, paged by (created_at, id). */
    async search(
      actor: Actor,
      input: z.input<typeof userSearchSchema> & { limit?: number | null; nextToken?: string | null },
    ) {
      requireAdmin(actor);
      const parsed = userSearchSchema.safeParse(input);
      if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? 'Invalid search.');
      const size = pageSize(input.limit ?? 25);
      const after = pastCursor(decodeCursor(input.nextToken), { at: users.createdAt, id: users.id }, 'desc');
      const [level, status] = filters(parsed.data);
      // Conditions on the users table alone, and all of them.
      const listed = and(ne(users.id, DELETED_ACCOUNT_ID), after, status);
      const wanted = and(listed, level);
      const page = (rows: UserRow[]) => toPage(rows, size, (row) => row.createdAt);
      const query = parsed.data.query;
      if (!query) return page(await newest(wanted, size + 1));
      // A whole address (what an admin pastes from a request) is one account: the unique
      // index finds it at once; only when none has it is it looked for inside others.
      if (emailSchema.safeParse(query).success && !after) {
        const exact = await newest(and(wanted, eq(users.email, query.toLowerCase())), size + 1);
        if (exact.length > 0) return page(exact);
      }
      const pattern = `%${escapeLike(query)}%`;
      // A word that thousands share (a common surname, a domain) fills a page from the
      // newest few thousand users, walked in order; through the indexes it would first
      // collect every match and sort them (150 ms and more at 100,000 users). A rarer one
      // does not fill it there: the trigram indexes find its few matches (ADR 0035). The
      // walk's page is right whenever it is full: every user outside it is older.
      const walked = await newestRecent(listed, and(wanted, rowMatches(pattern, query)), size + 1);
      if (walked.length > size) return page(walked);
      return page(await newest(and(wanted, indexedMatches(pattern, query)), size + 1));
    },

    /** One user and everything the admins' page shows about them. */
    async get(actor: Actor, userId: string) {
      requireAdmin(actor);
      if (!isUuid(userId) || userId === DELETED_ACCOUNT_ID) throw notFound('User not found.');
      const [user] = await db
        .select({ ...columns, bio: userProfiles.bio, phoneNumber: users.phoneNumber })
        .from(users)
        .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
        .where(eq(users.id, userId));
      if (!user) throw notFound('User not found.');
      return { ...user, ...(await userActivity(db, userId)) };
    },
  };
}

export type UserDetail = Awaited<ReturnType<ReturnType<typeof createUserDirectory>['get']>>;
