import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import {
  childProcesses,
  createVideoAs,
  makeTestClip,
  settledJobStates,
  type TestUser,
  uploadFile,
  videoWithStatus,
} from '../../../test/processing.ts';
import { startWorkerProcess } from '../../../test/server-processes.ts';
import { videoProcessingAttempts } from '../../db/upload-schema.ts';

// Several `npx reelboard worker` processes on one queue, as several machines run them
// (ADR 0012, ADR 0019): they share the jobs and none is done twice.
const VIDEOS = 4;

let t: Awaited<ReturnType<typeof createTestApp>>;
let creator: TestUser;
let clips: string;
const workers: ChildProcess[] = [];

beforeAll(async () => {
  clips = await mkdtemp(path.join(tmpdir(), 'reelboard-worker-clips-'));
  // The app under test only queues (it starts no worker), as nodes with WORKER_IN_SERVER=false do.
  t = await createTestApp();
  creator = await t.signedInUser('shared.queue@example.com');
  await t.services.profiles.setLevel(creator.userId, 'creator');
});
afterAll(async () => {
  for (const worker of workers) worker.kill('SIGKILL');
  await t.close();
  await rm(clips, { recursive: true, force: true });
});

async function startWorker(): Promise<ChildProcess> {
  const { child } = await startWorkerProcess({
    ...process.env,
    DATABASE_URL: t.database.url,
    DATA_DIR: t.dataDir,
    LOG_LEVEL: 'silent',
  });
  workers.push(child);
  return child;
}

it('shares the queue between two worker processes and processes each video once', async () => {
  // Every job is queued before the workers start, so that both find work whatever the
  // machine's speed.
  const ids: string[] = [];
  for (let i = 0; i < VIDEOS; i++) {
    const key = await uploadFile(t, creator, await makeTestClip(clips, `shared-${i}.mp4`, '640x360', 6));
    const created = await createVideoAs(t, creator, { videoUrl: key });
    ids.push(String((created.body.data?.createVideo as { id?: string } | undefined)?.id));
  }
  const [first, second] = await Promise.all([startWorker(), startWorker()]);
  const pids = [first?.pid as number, second?.pid as number];
  // Which worker runs an ffmpeg, seen every 100 ms while the jobs run.
  const busy = new Set<number>();
  const watch = setInterval(() => {
    for (const pid of pids) if (childProcesses(pid, 'ffmpeg').length > 0) busy.add(pid);
  }, 100);
  try {
    for (const id of ids) await videoWithStatus(t, id, 'ready', 180_000);
    for (const id of ids) expect(await settledJobStates(t.services.processing, id)).toEqual(['completed']);
    // One attempt per video: no job was taken by both workers.
    const attempts = await t.database.db
      .select()
      .from(videoProcessingAttempts)
      .where(inArray(videoProcessingAttempts.videoId, ids));
    expect(attempts.map((row) => row.attempt)).toEqual(ids.map(() => 1));
    expect(new Set(attempts.map((row) => row.videoId)).size).toBe(VIDEOS);
    // Each job took seconds and four waited: both workers had work.
    expect([...busy].sort()).toEqual([...pids].sort());
  } finally {
    clearInterval(watch);
  }
}, 300_000);
