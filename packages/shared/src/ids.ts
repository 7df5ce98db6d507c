// Record ids are UUIDs (PostgreSQL gen_random_uuid). Checking the form first turns a
// malformed id into "not found" instead of a database error.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
