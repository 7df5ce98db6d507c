import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { clusterRuns } from './cluster-schema.ts';

// A run that every node attempts on its own timer but only one performs per interval: the
// first claim in an interval wins, the others are refused until the interval has passed.
// The database's clock decides, so nodes whose clocks differ still agree. A second of slack
// keeps the node whose timer claimed last time from missing its turn by a few milliseconds.
export async function claimRun(db: Database, name: string, intervalSeconds: number): Promise<boolean> {
  const due = sql`${clusterRuns.ranAt} <= now() - make_interval(secs => ${Math.max(0, intervalSeconds - 1)})`;
  const claimed = await db
    .insert(clusterRuns)
    .values({ name, ranAt: sql`now()` })
    .onConflictDoUpdate({ target: clusterRuns.name, set: { ranAt: sql`now()` }, setWhere: due })
    .returning({ name: clusterRuns.name });
  return claimed.length > 0;
}
