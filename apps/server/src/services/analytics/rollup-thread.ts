import { workerData } from 'node:worker_threads';
import { connect } from '../../db/client.ts';
import { serveJobThread } from '../../jobs/job-thread.ts';
import { createRollups } from './rollups.ts';

// The watch rollup's thread (jobs/job-thread.ts): analytics-service.ts's minute job runs
// rollups.ts here, on a pool of its own to the same database.
const { db } = connect((workerData as { databaseUrl: string }).databaseUrl, 2);
const rollups = createRollups({ db });

serveJobThread(() => rollups.rollUp());
