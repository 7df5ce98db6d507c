import { bigint, customType, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { users } from './schema.ts';

const bytes = customType<{ data: Uint8Array<ArrayBuffer>; driverData: Buffer }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

// Second factors and passkeys (issue 22, ADR 0032). Nothing here is read on the signed-in
// request path: these tables are read only while someone signs in or changes settings.

// One authenticator app per account. The secret is kept encrypted (AES-256-GCM, a key
// derived from AUTH_SECRET) and never answered again after set-up. It counts only once
// enabled_at is set, which the first right code does. last_used_step is the newest 30-second
// step a code was accepted for: a code of that step or an older one is never taken again.
export const totpFactors = pgTable('totp_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  enabledAt: at('enabled_at'),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: at('created_at').notNull().defaultNow(),
});

// Ten single-use recovery codes per account, kept as a keyed hash bound to the user.
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.codeHash] })],
);

// A password sign-in that still needs its second factor (Cognito's challenge "Session").
// Only the hash of the token is kept; the row goes when the challenge is answered or expires.
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('sign_in_challenges_expiry_idx').on(table.expiresAt)],
);

// WebAuthn credentials (passkeys). credential_id is the authenticator's id, base64url.
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: bytes('public_key').notNull(),
    signCount: integer('sign_count').notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    name: text('name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at'),
  },
  (table) => [index('passkeys_user_idx').on(table.userId)],
);

// Outstanding WebAuthn challenges, in the database so that any node may receive the answer.
// Single use (deleted when answered) and short-lived. purpose says which ceremony it is for;
// user_id is null for a passwordless sign-in, where the passkey itself names the account.
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: ['register', 'sign-in', 'second-factor'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('webauthn_challenges_expiry_idx').on(table.expiresAt)],
);
