import { timestamp } from 'drizzle-orm/pg-core';

// Every timestamp column: with time zone, and millisecond precision like JavaScript dates,
// so that a timestamp read back and sent again (paging cursors) compares equal.
export const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
