import { customType, text, timestamp } from 'drizzle-orm/pg-core';

// Every timestamp column: with time zone, and millisecond precision like JavaScript dates,
// so that a timestamp read back and sent again (paging cursors) compares equal.
export const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

// Hidden content (videos, posts, comments) is seen only by its author and admins (ADR 0017).
// hiddenBy is the admin's user id, or 'system' for an automatic hold after reports, so that
// dismissing the reports releases only a hold the system made.
export const moderationColumns = {
  hiddenAt: at('hidden_at'),
  hiddenBy: text('hidden_by'),
};

/**
 * A transaction's id (xid8, 64 bits: it never wraps). Unlike a time, it says which writes
 * are finished: every transaction below pg_snapshot_xmin(pg_current_snapshot()) has ended.
 */
export const transactionId = customType<{ data: string }>({ dataType: () => 'xid8' });
