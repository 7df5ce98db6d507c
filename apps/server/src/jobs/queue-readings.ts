import type { PgBoss } from 'pg-boss';

// What the admins' health page reads of the job queue (ADR 0041), straight from pg-boss's
// job table (schema pgboss; pg-boss is pinned at 12.35.0): one grouped count, fresh (its
// forced getQueueStats still answers a reading up to a minute old), and the newest
// failures without reading every retained job of a queue as findJobs would.

export type QueueCounts = {
  name: string;
  /** For a dead-letter queue, the queue whose jobs gave up into it. */
  deadLetterOf: string | null;
  waiting: number;
  running: number;
  failed: number;
  total: number;
};

export type FailedJob = {
  id: string;
  queue: string;
  data: object;
  error: string;
  retries: number;
  failedAt: Date | null;
};

const COUNT_JOBS = `
  select name,
    count(*) filter (where state in ('created', 'retry')) as waiting,
    count(*) filter (where state = 'active') as running,
    count(*) filter (where state = 'failed') as failed,
    count(*) as total
  from pgboss.job where name = any($1::text[]) group by name`;
const FAILED_JOBS = `
  select id, name, data, output, retry_count, completed_on from pgboss.job
  where name = any($1::text[]) and state = 'failed'
  order by completed_on desc nulls last limit $2`;

type CountRow = { name: string; waiting: string; running: string; failed: string; total: string };
type FailedRow = {
  id: string;
  name: string;
  data: object | null;
  output: unknown;
  retry_count: number;
  completed_on: Date | null;
};

export async function countJobs(
  boss: PgBoss,
  names: string[],
  deadLetterOf: (name: string) => string | null,
): Promise<QueueCounts[]> {
  const { rows } = await boss.getDb().executeSql(COUNT_JOBS, [names]);
  const counted = new Map((rows as CountRow[]).map((row) => [row.name, row]));
  return names.map((name) => {
    const row = counted.get(name);
    return {
      name,
      deadLetterOf: deadLetterOf(name),
      waiting: Number(row?.waiting ?? 0),
      running: Number(row?.running ?? 0),
      failed: Number(row?.failed ?? 0),
      total: Number(row?.total ?? 0),
    };
  });
}

export async function readFailedJobs(boss: PgBoss, names: string[], limit: number): Promise<FailedJob[]> {
  const { rows } = await boss.getDb().executeSql(FAILED_JOBS, [names, limit]);
  return (rows as FailedRow[]).map((row) => ({
    id: row.id,
    queue: row.name,
    data: row.data ?? {},
    error: errorOf(row.output),
    retries: row.retry_count,
    failedAt: row.completed_on,
  }));
}

// pg-boss keeps a thrown error as { name, message, stack }: the message is what an admin reads.
function errorOf(output: unknown): string {
  const message = (output as { message?: unknown } | null)?.message;
  return (typeof message === 'string' ? message : JSON.stringify(output ?? '')).slice(0, 500);
}
