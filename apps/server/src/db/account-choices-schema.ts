import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { users } from './schema.ts';

// Sign-in with Google (OpenID Connect) and Facebook (OAuth 2), issue 22 item 7, ADR 0033:
// which provider account (its stable subject id) belongs to which Reelboard account. Read
// only while someone signs in through a provider.
export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.subject] }), index().on(table.userId)],
);

// A signed-in person's theme choice ('dark' or 'light'); no row follows the system setting.
export const themePreferences = pgTable('theme_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  theme: text('theme').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
