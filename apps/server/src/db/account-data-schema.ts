import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { users } from './schema.ts';

// "Download my data" (issue 22, ADR 0031). One row per request: a background job builds
// the ZIP into storage_key and sets ready_at; the file and the row go when expires_at
// (7 days after ready) has passed. Only the person who asked can download it.
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key'),
    requestedAt: at('requested_at').notNull().defaultNow(),
    readyAt: at('ready_at'),
    failedAt: at('failed_at'),
    expiresAt: at('expires_at'),
  },
  (table) => [
    index('data_exports_user_idx').on(table.userId, table.requestedAt),
    index('data_exports_expires_idx').on(table.expiresAt),
  ],
);
