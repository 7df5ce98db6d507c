import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { users } from './schema.ts';

// Reports, the moderation audit log and the blocked terms of comments (ADR 0017).

export const reportTargetTypes = ['video', 'comment', 'post', 'creator'] as const;

// One row per reporter and target: the unique index makes a second report impossible.
// reporter is 'user:<id>', an anonymous visitor's 'ip:<keyed hash>', or 'system' for a
// comment held by a blocked term (so that it waits in the same queue). The automatic hold
// and the queue count the people behind the reporters (ADR 0017).
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetType: text('target_type', { enum: reportTargetTypes }).notNull(),
    targetId: uuid('target_id').notNull(),
    reason: text('reason').notNull(),
    details: text('details'),
    reporter: text('reporter').notNull(),
    // The keyed hash of the address the report came from, signed in or not: reports that
    // share an address are one person. Null for the system, and for reports by accounts
    // filed before it was kept.
    addressKey: text('address_key'),
    // The weighted count of people behind the target's open reports, as of the latest one,
    // written on all of them (not the system's): the queue ranks by it, and the decision
    // that closes them takes it along, so no stale weight outlives them.
    targetWeight: real('target_weight').notNull().default(0),
    // Open reports wait in the queue; any decision on the target closes them.
    closedAt: at('closed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reports_target_reporter_idx').on(table.targetType, table.targetId, table.reporter),
    index('reports_open_idx').on(table.targetType, table.targetId).where(sql`${table.closedAt} is null`),
    check('reports_target_type_check', sql`${table.targetType} in ('video', 'comment', 'post', 'creator')`),
  ],
);

// Every moderation action, automatic ones included (adminId null: the system).
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('moderation_actions_created_idx').on(table.createdAt, table.id)],
);

// Words (matched case-insensitively on word boundaries) or regular expressions (run by
// RE2, linear time) that hold a comment for review.
export const blockedTerms = pgTable(
  'blocked_terms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pattern: text('pattern').notNull(),
    isRegex: boolean('is_regex').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('blocked_terms_pattern_idx').on(table.pattern, table.isRegex)],
);
