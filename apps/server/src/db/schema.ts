import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

const timestamps = {
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
};

// Identity: the built-in user pool.
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    phoneNumber: text('phone_number').unique(),
    phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    // A suspended user cannot sign in, and everything they wrote or uploaded is hidden from
    // everyone else while suspended (ADR 0017). Content rows are not touched, so lifting the
    // suspension restores exactly what it hid.
    suspendedAt: at('suspended_at'),
    ...timestamps,
  },
  (table) => [
    // The admins' user list (ADR 0035): newest first, and substring search on e-mail and
    // name through trigrams (ILIKE '%...%' uses them).
    index('users_created_idx').on(table.createdAt, table.id),
    index('users_email_trgm_idx').using('gin', sql`${table.email} gin_trgm_ops`),
    index('users_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
  ],
);

export const confirmationCodes = pgTable(
  'confirmation_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    consumedAt: at('consumed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    // What the code proves (issue 22): 'confirm' (sign-up), 'reset' (forgot password) or
    // 'email' (a new address, kept in new_email until the code is given). Issuing one
    // purpose's code leaves the other purposes' codes alone.
    purpose: text('purpose').notNull().default('confirm'),
    newEmail: text('new_email'),
  },
  (table) => [index('confirmation_codes_user_idx').on(table.userId, table.createdAt)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refreshTokenHash: text('refresh_token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
    createdAt: at('created_at').notNull().defaultNow(),
    // The devices list (issue 22, ADR 0031): the browser's user agent at sign-in and a
    // masked address (203.0.113.x, 2001:db8:1::x), never the full one. Both are written at
    // sign-in and refresh only, so the signed-in request path does not write.
    userAgent: text('user_agent'),
    addressHint: text('address_hint'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

// Refresh tokens a session has rotated away from. Presenting one again is a replay (the
// token was copied): the whole session is revoked, unless it comes within a few seconds of
// its rotation, which is two tabs refreshing at once (ADR 0002).
export const retiredRefreshTokens = pgTable(
  'retired_refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    retiredAt: at('retired_at').notNull().defaultNow(),
  },
  (table) => [index('retired_refresh_tokens_session_idx').on(table.sessionId)],
);

// Where each account was seen lately: the keyed hash of every address it signed in or
// refreshed its session from (never the address itself), and when it last did. Moderation
// counts a signed-out report from such an address as that account's person (ADR 0017).
// Sightings older than 30 days count for nothing; the account's next sighting removes them.
export const accountAddresses = pgTable(
  'account_addresses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressKey: text('address_key').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.addressKey] }),
    index('account_addresses_address_idx').on(table.addressKey),
  ],
);

export const userLevels = ['viewer', 'creator', 'admin'] as const;

export const userProfiles = pgTable(
  'user_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    email: text('email').notNull(),
    bio: text('bio'),
    avatarUrl: text('avatar_url'),
    followers: integer('followers').notNull().default(0),
    following: integer('following').notNull().default(0),
    level: text('level', { enum: userLevels }).notNull().default('viewer'),
    ...timestamps,
  },
  (table) => [
    // listUserProfiles pages in (created_at, id) order.
    index('user_profiles_created_idx').on(table.createdAt, table.id),
    // The admins' user list: search by username, filter by level (ADR 0035).
    index('user_profiles_username_trgm_idx').using('gin', sql`${table.username} gin_trgm_ops`),
    index('user_profiles_level_idx').on(table.level),
    check('user_profiles_level_check', sql`${table.level} in ('viewer', 'creator', 'admin')`),
    check('user_profiles_counts_check', sql`${table.followers} >= 0 and ${table.following} >= 0`),
  ],
);
