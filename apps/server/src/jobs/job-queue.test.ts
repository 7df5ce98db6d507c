import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../../test/database.ts';
import { waitFor } from '../../test/processing.ts';
import { createJobQueue, hourly, type JobQueue } from './job-queue.ts';

// The queue on a real PostgreSQL (pg-boss makes its own schema in an empty database).

let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
const queues: JobQueue[] = [];

const newQueue = () => {
  const queue = createJobQueue({ connectionString: database.url, superviseIntervalSeconds: 1 });
  queues.push(queue);
  return queue;
};

beforeAll(async () => {
  database = await createEmptyDatabase();
});
afterEach(async () => {
  for (const queue of queues.splice(0)) await queue.stop();
});
afterAll(async () => {
  await database.drop();
});

describe('the job queue', () => {
  it('retries a failing job, then hands its data to gaveUp once', async () => {
    const queue = newQueue();
    const tries: string[] = [];
    const gaveUp: string[] = [];
    queue.register<{ id: string }>({
      name: 'flaky',
      retryLimit: 1,
      retryDelaySeconds: 1,
      run: async ({ id }) => {
        tries.push(id);
        throw new Error('not today');
      },
      gaveUp: async ({ id }) => {
        gaveUp.push(id);
      },
    });
    await queue.startWorker();
    await queue.send('flaky', { id: 'a' }, { singletonKey: 'a' });
    await waitFor(async () => (gaveUp.length > 0 ? true : undefined), 20_000);
    expect(tries).toEqual(['a', 'a']);
    expect(gaveUp).toEqual(['a']);
    expect(await queue.jobStates('flaky', 'a')).toEqual(['failed']);
  }, 30_000);

  it('runs each kind on a queue of its own: a long job never holds up another kind', async () => {
    const queue = newQueue();
    let release = () => {};
    const long = new Promise<void>((resolve) => {
      release = resolve;
    });
    const done: string[] = [];
    queue.register({ name: 'long', run: () => long.then(() => void done.push('long')) });
    queue.register({ name: 'short', concurrency: 2, run: async () => void done.push('short') });
    await queue.startWorker();
    await queue.send('long', {});
    await queue.send('short', {});
    await queue.send('short', {});
    await waitFor(async () => (done.length === 2 ? true : undefined), 10_000);
    expect(done).toEqual(['short', 'short']);
    release();
    await waitFor(async () => (done.length === 3 ? true : undefined), 10_000);
  }, 20_000);

  it('aborts running jobs on stop, so that another worker takes them later', async () => {
    const queue = newQueue();
    let aborted = false;
    let started = false;
    queue.register({
      name: 'endless',
      retryLimit: 1,
      run: (_data, signal) =>
        new Promise((_resolve, reject) => {
          started = true;
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(signal.reason);
          });
        }),
    });
    await queue.startWorker();
    await queue.send('endless', {}, { singletonKey: 'e' });
    await waitFor(async () => (started ? true : undefined), 10_000);
    await queue.stop();
    expect(aborted).toBe(true);
  }, 20_000);

  it('keeps one schedule per scheduled kind, and removes those of kinds no longer registered', async () => {
    const first = newQueue();
    first.register(hourly('old-cleanup', 3, 'old things', async () => 0));
    first.register(hourly('kept-cleanup', 4, 'kept things', async () => 0));
    await first.startWorker();
    await first.stop();

    const next = newQueue();
    next.register(hourly('kept-cleanup', 4, 'kept things', async () => 0));
    await next.startWorker();
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ name: string }>('select name from pgboss.schedule order by name');
    await client.end();
    expect(rows.map((row) => row.name)).toEqual(['kept-cleanup']);
  }, 20_000);

  it('refuses a kind registered twice, after the start, or sent without registration', async () => {
    const queue = newQueue();
    queue.register({ name: 'once', run: async () => {} });
    expect(() => queue.register({ name: 'once', run: async () => {} })).toThrow('registered twice');
    await expect(queue.send('never', {})).rejects.toThrow('no job never is registered');
    await queue.startWorker();
    expect(() => queue.register({ name: 'late', run: async () => {} })).toThrow('after the queue started');
  }, 20_000);
});
