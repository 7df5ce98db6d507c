import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousReader, nobody } from '../../../test/actors.ts';
import { createTestApp } from '../../../test/app.ts';
import { waitFor } from '../../../test/processing.ts';
import { insertUser } from '../../../test/users.ts';
import { insertVideo } from '../../../test/videos.ts';
import { backupRuns } from '../../db/backup-schema.ts';
import { nodeHeartbeats } from '../../db/health-schema.ts';
import { moderationActions } from '../../db/moderation-schema.ts';
import type { Actor, UserActor } from '../actors.ts';
import { createNodeHeartbeat } from './health-nodes.ts';
import { measureStorage } from './health-storage.ts';

// /admin/health against PostgreSQL, the real job queue and storage (issue 25, ADR 0041):
// who may read and act, a job that really failed (processing a video whose file is gone),
// its retry and discard, heartbeats, storage sums and the Prometheus gauges.
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: UserActor;
let creator: UserActor;
let viewer: UserActor;
beforeAll(async () => {
  t = await createTestApp({}, { superviseIntervalSeconds: 1, processingOptions: { retryLimit: 0 } });
  await t.services.jobs.startWorker();
  admin = await insertUser(t.database.db, 'admin');
  creator = await insertUser(t.database.db, 'creator');
  viewer = await insertUser(t.database.db, 'viewer');
});
afterAll(() => t.close());

const FORBIDDEN = { code: 'FORBIDDEN' };
const JOB = '00000000-0000-4000-8000-000000000000';

const auditOf = (action: string) =>
  t.database.db.select().from(moderationActions).where(eq(moderationActions.action, action));

describe('access', () => {
  it('refuses every query and mutation to nobody, the API key, a viewer and a creator', async () => {
    const health = t.services.adminHealth;
    const calls = (actor: Actor) => [
      () => health.queues(actor),
      () => health.failedJobs(actor),
      () => health.failedVideos(actor),
      () => health.storage(actor),
      () => health.measureStorage(actor),
      () => health.databaseBytes(actor),
      () => health.nodes(actor),
      () => health.lastBackup(actor),
      async () => health.check(actor),
      () => health.retryJob(actor, 'video-processing', JOB, 'reason'),
      () => health.discardJob(actor, 'video-processing', JOB, 'reason'),
      () => t.services.userDataExport.export(actor, viewer.userId, 'legal request'),
    ];
    for (const actor of [nobody, anonymousReader, viewer, creator]) {
      for (const call of calls(actor)) await expect(call()).rejects.toMatchObject(FORBIDDEN);
    }
    expect(await auditOf('EXPORT_DATA')).toEqual([]);
  });

  it('answers the same through GraphQL and the export route', async () => {
    const person = await t.signedInUser('health-viewer@example.com');
    const query = await t.graphql('{ adminHealth { databaseBytes } }', {}, { token: person.accessToken });
    expect(query.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const retry = await t.graphql(
      `mutation { adminRetryJob(queue: "video-processing", jobId: "${JOB}", reason: "x") }`,
      {},
      { token: person.accessToken },
    );
    expect(retry.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const exported = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${person.userId}/data-export`,
      headers: { authorization: `Bearer ${person.accessToken}` },
      payload: { reason: 'legal request' },
    });
    expect(exported.statusCode).toBe(403);
  });
});

describe('failed jobs and videos', () => {
  it('lists a job that failed and its video, then retries and discards it, logged with the admin', async () => {
    const video = await insertVideo(t.database.db, {
      creatorId: creator.userId,
      processingStatus: 'pending',
      isApproved: false,
      videoUrl: `uploads/${creator.userId}/gone.mp4`,
    });
    await t.services.processing.enqueue(video.id);
    const failedJob = async () =>
      (await t.services.adminHealth.failedJobs(admin)).find((job) =>
        JSON.stringify(job.data).includes(video.id),
      );
    const job = await waitFor(failedJob, 30_000);
    expect(job).toMatchObject({ queue: 'video-processing', retries: 0 });
    const failedVideo = await waitFor(
      async () => (await t.services.adminHealth.failedVideos(admin)).find((row) => row.id === video.id),
      30_000,
    );
    expect(failedVideo.error).toBeTruthy();
    const queue = (await t.services.adminHealth.queues(admin)).find((row) => row.name === 'video-processing');
    expect(queue?.failed).toBeGreaterThanOrEqual(1);
    expect((await t.services.adminHealth.queues(admin)).map((row) => row.deadLetterOf)).toContain(
      'video-processing',
    );

    await expect(t.services.adminHealth.retryJob(admin, job.queue, job.id, ' ')).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Please give a reason.',
    });
    await expect(t.services.adminHealth.retryJob(admin, 'no-such-queue', job.id, 'x')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await t.services.adminHealth.retryJob(admin, job.queue, job.id, 'the file is back');
    expect(await auditOf('RETRY_JOB')).toEqual([
      expect.objectContaining({
        adminId: admin.userId,
        targetType: 'job',
        targetId: job.id,
        reason: 'video-processing: the file is back',
      }),
    ]);
    // The file is still gone: the retried job fails again, and is discarded for good.
    await waitFor(async () => ((await failedJob())?.retries ?? 0) > 0 || undefined, 30_000);
    await t.services.adminHealth.discardJob(admin, job.queue, job.id, 'the upload is lost');
    expect(await failedJob()).toBeUndefined();
    expect((await auditOf('DISCARD_JOB'))[0]).toMatchObject({ adminId: admin.userId, targetId: job.id });
    await expect(t.services.adminHealth.discardJob(admin, job.queue, job.id, 'again')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'This job is not failed any more.',
    });
  });
});

describe('nodes, storage, database and backups', () => {
  it('lists a node while it beats, with its version, and forgets it when it stops', async () => {
    const node = createNodeHeartbeat({
      db: t.database.db,
      role: 'worker',
      version: 'v9.9.9-test',
      intervalMs: 50,
    });
    await node.start();
    const listed = async () => (await t.services.adminHealth.nodes(admin)).find((row) => row.id === node.id);
    const first = await listed();
    expect(first).toMatchObject({ role: 'worker', version: 'v9.9.9-test', pid: process.pid });
    await waitFor(
      async () => ((await listed())?.lastBeatAt ?? 0) > (first?.lastBeatAt ?? 0) || undefined,
      20_000,
    );
    // A node that stopped beating over a minute ago is not up.
    await t.database.db
      .update(nodeHeartbeats)
      .set({ lastBeatAt: new Date(Date.now() - 61_000) })
      .where(eq(nodeHeartbeats.id, node.id));
    await node.stop();
    expect(await listed()).toBeUndefined();
    expect(await t.database.db.select().from(nodeHeartbeats).where(eq(nodeHeartbeats.id, node.id))).toEqual(
      [],
    );
  });

  it('sums storage per area in the background job, never on the read', async () => {
    const storage = t.services.storage;
    await storage.put('public/health/a.webp', Buffer.alloc(1000), 'image/webp');
    await storage.put('public/health/b.webp', Buffer.alloc(500), 'image/webp');
    await storage.put('captions/health/c.vtt', Buffer.alloc(70), 'text/vtt');
    const areas = async () =>
      Object.fromEntries((await t.services.adminHealth.storage(admin)).map((row) => [row.area, row]));
    await t.services.adminHealth.measureStorage(admin);
    const measured = await waitFor(async () => (await areas()).captions, 30_000);
    expect(measured).toMatchObject({ bytes: 70, objects: 1 });
    expect((await areas()).public?.bytes).toBeGreaterThanOrEqual(1500);

    await storage.delete('captions/health/c.vtt');
    const before = (await areas()).public?.bytes ?? 0;
    await storage.put('public/health/d.webp', Buffer.alloc(25), 'image/webp');
    expect((await areas()).public?.bytes).toBe(before); // a read does not list the store
    await measureStorage(t.database.db, storage, new Date());
    expect((await areas()).captions).toBeUndefined();
    expect((await areas()).public?.bytes).toBe(before + 25);
  });

  it('answers the database size and the newest backup', async () => {
    expect(await t.services.adminHealth.databaseBytes(admin)).toBeGreaterThan(1_000_000);
    expect(await t.services.adminHealth.lastBackup(admin)).toBeNull();
    await t.database.db.insert(backupRuns).values([
      {
        trigger: 'cli',
        destination: '/backups/a',
        status: 'succeeded',
        startedAt: new Date(Date.now() - 60_000),
        finishedAt: new Date(Date.now() - 50_000),
        bytes: 1234,
      },
      { trigger: 'schedule', destination: '/backups/b', status: 'failed', error: 'disk full' },
    ]);
    expect(await t.services.adminHealth.lastBackup(admin)).toMatchObject({
      destination: '/backups/b',
      error: 'disk full',
    });
  });

  it('exposes the same numbers to Prometheus at /metrics', async () => {
    const node = createNodeHeartbeat({ db: t.database.db, role: 'api', version: 'test' });
    await node.start();
    await t.services.storage.put('public/metrics/a.webp', Buffer.alloc(10), 'image/webp');
    await measureStorage(t.database.db, t.services.storage, new Date());
    await t.database.db
      .insert(backupRuns)
      .values({ trigger: 'cli', destination: '/backups/m', status: 'succeeded', finishedAt: new Date() });
    const body = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    await node.stop();
    expect(body).toMatch(/reelboard_database_bytes \d{6,}/);
    expect(body).toMatch(/reelboard_nodes_up [1-9]/);
    expect(body).toMatch(/reelboard_storage_bytes\{area="public"\} \d+/);
    expect(body).toMatch(/reelboard_job_queue_jobs\{queue="video-processing",state="waiting"\} \d+/);
    expect(body).toMatch(/reelboard_failed_videos \d+/);
    expect(body).toMatch(/reelboard_last_backup_timestamp_seconds \d+/);
  });
});

describe("an admin's export of a person's data", () => {
  it("answers the person's ZIP, the same as their own download, and logs the admin and reason", async () => {
    const person = await t.signedInUser('export-subject@example.com');
    const boss = await t.signedInUser('export-admin@example.com');
    await t.services.profiles.setLevel(boss.userId, 'admin');
    const exportOf = (reason: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${person.userId}/data-export`,
        headers: { authorization: `Bearer ${boss.accessToken}` },
        payload: { reason },
      });
    const missingReason = await exportOf('');
    expect([missingReason.statusCode, missingReason.json().message]).toEqual([400, 'Please give a reason.']);
    const answer = await exportOf('GDPR access request #42');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="reelboard-data-.*\.zip"$/);
    const files = unzipSync(answer.rawPayload);
    const own = await t.services.dataExport.zipFor(person.userId);
    const chunks: Buffer[] = [];
    for await (const chunk of own) chunks.push(chunk as Buffer);
    expect(Object.keys(files).sort()).toEqual(Object.keys(unzipSync(Buffer.concat(chunks))).sort());
    expect(strFromU8(files['profile.json'] ?? new Uint8Array())).toContain('export-subject@example.com');
    expect(await auditOf('EXPORT_DATA')).toEqual([
      expect.objectContaining({
        adminId: boss.userId,
        targetType: 'user',
        targetId: person.userId,
        reason: 'GDPR access request #42',
      }),
    ]);
    const nobodyThere = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000/data-export',
      headers: { authorization: `Bearer ${boss.accessToken}` },
      payload: { reason: 'x' },
    });
    expect(nobodyThere.statusCode).toBe(404);
  });
});
