import { isUuid } from '@reelboard/shared/ids';
import { and, type Column, eq, gt, lt, or, type SQL } from 'drizzle-orm';
import { badInput } from '../errors.ts';

// nextToken is an opaque keyset cursor: the sort key and id of the last item returned.
// Every list pages by a UUID id, so a token naming anything else is refused here rather
// than reaching PostgreSQL as a malformed uuid.
export type Cursor = { at: string; id: string };

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

export function decodeCursor(token: string | null | undefined): Cursor | undefined {
  if (!token) return undefined;
  try {
    const [at, id] = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'string' && isUuid(id) && !Number.isNaN(Date.parse(at))) return { at, id };
  } catch {
    // fall through to the error below
  }
  throw badInput('Invalid nextToken.');
}

const DEFAULT_PAGE_SIZE = 100;
const MAX_PAGE_SIZE = 1000;

export function pageSize(limit: number | null | undefined): number {
  if (limit === null || limit === undefined) return DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
    throw badInput(`limit must be between 1 and ${MAX_PAGE_SIZE}.`);
  }
  return limit;
}

// Fetch one row more than asked to learn whether another page exists.
export function toPage<T extends { id: string }>(
  rows: T[],
  size: number,
  sortKey: (row: T) => Date,
): { items: T[]; nextToken: string | null } {
  const items = rows.slice(0, size);
  const last = items.at(-1);
  const nextToken =
    rows.length > size && last ? encodeCursor({ at: sortKey(last).toISOString(), id: last.id }) : null;
  return { items, nextToken };
}

/** The rows after the cursor's one in (sort key, id) order: the keyset condition of every list. */
export function pastCursor(
  cursor: Cursor | undefined,
  key: { at: Column; id: Column },
  order: 'asc' | 'desc',
): SQL | undefined {
  if (!cursor) return undefined;
  const at = new Date(cursor.at);
  const beyond = order === 'asc' ? gt : lt;
  return or(beyond(key.at, at), and(eq(key.at, at), beyond(key.id, cursor.id)));
}
