import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { users } from './schema.ts';

// The site's settings that admins change from /admin/settings (ADR 0035): one row. A null
// value means the default (no quota, or the environment's value). Settings the server
// needs before it can read the database stay in the environment.
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    registration: text('registration', { enum: ['open', 'closed', 'invitation'] })
      .notNull()
      .default('open'),
    newAccountLevel: text('new_account_level', { enum: ['viewer', 'creator'] })
      .notNull()
      .default('viewer'),
    uploadQuotaBytes: bigint('upload_quota_bytes', { mode: 'number' }),
    uploadQuotaVideosPerDay: integer('upload_quota_videos_per_day'),
    siteName: text('site_name'),
    supportEmail: text('support_email'),
    reportHoldThreshold: integer('report_hold_threshold'),
    // Invitation links signed before this moment no longer work (an admin revoked them all).
    invitationsValidFrom: at('invitations_valid_from').notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('site_settings_one_row_check', sql`${table.id} = 1`),
    check('site_settings_registration_check', sql`${table.registration} in ('open', 'closed', 'invitation')`),
    check('site_settings_new_level_check', sql`${table.newAccountLevel} in ('viewer', 'creator')`),
  ],
);
