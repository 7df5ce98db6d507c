import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import {
  childProcesses,
  createVideoAs,
  makeTestClip,
  secondWorker,
  settledJobStates,
  type TestUser,
  uploadFile,
  videoRow,
  videoWithStatus,
  waitFor,
} from '../../../test/processing.ts';
import { startWorkerProcess } from '../../../test/server-processes.ts';

// Processing when workers die: a worker process killed with SIGKILL mid-job (its heartbeat
// stops; another worker retries the job and publishes once), and a video whose retries
// all end in restarts (it ends failed, with a reason its uploader sees).
// The shortest heartbeat pg-boss allows (10 s), so that a dead worker's job is retried
// soon. The jobs carry it from this process, which queues them, although the worker
// process (production's 30 s) created the queue.
const options = { timeoutMs: 120_000, retryLimit: 2, heartbeatSeconds: 10 };
const superviseIntervalSeconds = 1;

let t: Awaited<ReturnType<typeof createTestApp>>;
let creator: TestUser;
let clips: string;
const workers: ChildProcess[] = [];

beforeAll(async () => {
  clips = await mkdtemp(path.join(tmpdir(), 'reelboard-crash-clips-'));
  t = await createTestApp({}, { processingOptions: options, superviseIntervalSeconds });
  creator = await t.signedInUser('crash.maker@example.com');
  await t.services.profiles.setLevel(creator.userId, 'creator');
});
afterAll(async () => {
  for (const worker of workers) worker.kill('SIGKILL');
  await t.close();
  await rm(clips, { recursive: true, force: true });
});

/** A second worker in this process, as another machine would run one. */
const otherWorker = () => secondWorker(t, options, superviseIntervalSeconds);

async function newVideo(name: string): Promise<string> {
  const key = await uploadFile(t, creator, await makeTestClip(clips, name, '640x480', 12));
  const created = await createVideoAs(t, creator, { videoUrl: key });
  return String((created.body.data?.createVideo as { id?: string } | undefined)?.id);
}

it('retries the job of a worker process killed with SIGKILL and publishes it exactly once', async () => {
  // `npx reelboard worker` on the same database and data directory.
  const { child: worker } = await startWorkerProcess({
    ...process.env,
    DATABASE_URL: t.database.url,
    DATA_DIR: t.dataDir,
    LOG_LEVEL: 'silent',
  });
  workers.push(worker);

  const id = await newVideo('killed-worker.mp4');
  const [ffmpeg] = await waitFor(async () => {
    const found = childProcesses(worker.pid as number, 'ffmpeg');
    return found.length > 0 ? found : undefined;
  }, 30_000);
  worker.kill('SIGKILL');
  process.kill(ffmpeg as number, 'SIGKILL'); // its orphaned ffmpeg, which would otherwise run on
  await new Promise((resolve) => worker.once('exit', resolve));
  expect((await videoRow(t, id))?.processingStatus).toBe('processing');

  const second = otherWorker();
  try {
    await second.startWorker();
    const video = await videoWithStatus(t, id, 'ready', 120_000);
    expect(await settledJobStates(second, id)).toEqual(['completed']);
    // One published attempt; the killed one left nothing behind in storage.
    const prefixes = await readdir(path.join(t.dataDir, 'storage', `videos/${creator.userId}/${id}`));
    expect(prefixes).toHaveLength(1);
    expect(video.processedUrl).toBe(`videos/${creator.userId}/${id}/${prefixes[0]}/master.m3u8`);
  } finally {
    await second.stop();
  }
}, 180_000);

it('ends a video failed, with a reason, when every try was cut short by a restart', async () => {
  const id = await newVideo('always-restarted.mp4');
  // The first try and both retries are stopped mid-ffmpeg, as three restarts would.
  for (let attempt = 0; attempt <= options.retryLimit; attempt += 1) {
    const worker = otherWorker();
    await worker.startWorker();
    await waitFor(
      async () => (childProcesses(process.pid, 'ffmpeg', t.dataDir).length > 0 ? true : undefined),
      60_000,
    );
    await worker.stop();
  }
  const after = otherWorker();
  try {
    await after.startWorker();
    const video = await videoWithStatus(t, id, 'failed', 60_000);
    expect(video.processingError).toBe(
      'Processing stopped before it could finish, several times. Please upload the video again.',
    );
    expect(video.processedUrl).toBeNull();
    // The uploader sees the reason.
    const MINE = 'query($id: ID!) { getVideo(id: $id) { processingStatus processingError } }';
    const mine = await t.graphql(MINE, { id }, { token: creator.accessToken });
    expect(mine.body.data?.getVideo).toEqual({
      processingStatus: 'failed',
      processingError:
        'Processing stopped before it could finish, several times. Please upload the video again.',
    });
  } finally {
    await after.stop();
  }
}, 180_000);
