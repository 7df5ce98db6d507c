// A video's creator reference (SPEC.md section 3). Older records and external data carry it
// as JSON text ({ id, name, username, avatarUrl, email }); newer ones as an object. Either way
// readers get the same shape, and a creator without a name is shown as 'Unknown'.
export type CreatorRef = {
  id: string | null;
  name: string;
  username: string | null;
  avatarUrl: string | null;
  /** Only in records shown to admins. */
  email: string | null;
};

const UNKNOWN_CREATOR = 'Unknown';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

export function parseCreator(value: unknown): CreatorRef {
  let record: unknown = value;
  if (typeof value === 'string') {
    try {
      record = JSON.parse(value);
    } catch {
      // Not JSON: the text itself is the creator's name.
      record = { name: value };
    }
  }
  if (typeof record !== 'object' || record === null || Array.isArray(record)) {
    return { id: null, name: UNKNOWN_CREATOR, username: null, avatarUrl: null, email: null };
  }
  const fields = record as Record<string, unknown>;
  const username = text(fields.username);
  const id = text(fields.id) ?? (typeof fields.id === 'number' ? String(fields.id) : null);
  return {
    id,
    name: text(fields.name) ?? username ?? UNKNOWN_CREATOR,
    username,
    avatarUrl: text(fields.avatarUrl),
    email: text(fields.email),
  };
}
