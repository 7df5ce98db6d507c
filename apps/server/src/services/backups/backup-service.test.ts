import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { backupRuns } from '../../db/backup-schema.ts';

// The runs, the schedule and the hourly job of backups (ADR 0042), and who may see them:
// admins only, checked on the server for every query and mutation, as each role.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type User = Awaited<ReturnType<TestApp['signedInUser']>>;
let t: TestApp;
let admin: User;
let viewer: User;
let creator: User;

const LAST = `{ lastBackup { trigger status destination bytes error finishedAt } }`;
const SCHEDULE = `{ backupSchedule { frequency hour keep destination } }`;
const UPDATE = `mutation($input: BackupScheduleInput!) {
  updateBackupSchedule(input: $input) { frequency hour keep destination } }`;

const as = (query: string, who: User | 'visitor', variables: Record<string, unknown> = {}) =>
  t.graphql(
    query,
    variables,
    who === 'visitor' ? { apiKey: t.secrets.publicApiKey } : { token: who.accessToken },
  );

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedInUser('backups.admin@example.com');
  await t.services.profiles.setLevel(admin.userId, 'admin');
  viewer = await t.signedInUser('backups.viewer@example.com');
  creator = await t.signedInUser('backups.creator@example.com');
  await t.services.profiles.setLevel(creator.userId, 'creator');
});
afterAll(() => t.close());

describe('backup runs', () => {
  it('shows the newest run to admins only, from the CLI or failed with its error', async () => {
    expect((await as(LAST, admin)).body.data?.lastBackup).toBeNull();
    const result = await t.services.backups.run('cli');
    expect(result.location.startsWith(path.join(t.config.dataDir, 'backups', 'reelboard-'))).toBe(true);
    expect((await as(LAST, admin)).body.data?.lastBackup).toMatchObject({
      trigger: 'cli',
      status: 'succeeded',
      destination: result.location,
      bytes: result.bytes,
      error: null,
    });

    const blocker = path.join(t.config.dataDir, 'not-a-folder');
    await writeFile(blocker, 'a file');
    await expect(t.services.backups.run('cli', path.join(blocker, 'backups'))).rejects.toThrow();
    const failed = (await as(LAST, admin)).body.data?.lastBackup as { status: string; error: string };
    expect(failed.status).toBe('failed');
    expect(failed.error).toContain('ENOTDIR');

    for (const who of [viewer, creator, 'visitor'] as const) {
      const refused = await as(LAST, who);
      expect(refused.body.data?.lastBackup ?? null).toBeNull();
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});

describe('scheduled backups', () => {
  it('lets only admins read and change the schedule, with clear messages for bad values', async () => {
    expect((await as(SCHEDULE, admin)).body.data?.backupSchedule).toEqual({
      frequency: 'off',
      hour: 3,
      keep: 7,
      destination: path.join(t.config.dataDir, 'backups'),
    });
    for (const who of [viewer, creator, 'visitor'] as const) {
      expect((await as(SCHEDULE, who)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const input = { frequency: 'daily', hour: 1, keep: 3 };
      expect((await as(UPDATE, who, { input })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const badHour = await as(UPDATE, admin, { input: { frequency: 'daily', hour: 24, keep: 3 } });
    expect(badHour.body.errors?.[0]?.message).toBe('Choose an hour from 0 to 23 (UTC).');
    const badKeep = await as(UPDATE, admin, { input: { frequency: 'daily', hour: 2, keep: 0 } });
    expect(badKeep.body.errors?.[0]?.message).toBe('Keep between 1 and 365 backups.');
    expect((await as(SCHEDULE, admin)).body.data?.backupSchedule).toMatchObject({ frequency: 'off' });
  });

  it('runs in its hour, records the run and keeps only the newest backups', async () => {
    const backups = path.join(t.config.dataDir, 'backups');
    const before = (await readdir(backups)).length;
    const notNow = (new Date().getUTCHours() + 12) % 24;
    await as(UPDATE, admin, { input: { frequency: 'daily', hour: notNow, keep: 2 } });
    await t.services.backups.tick({}, new AbortController().signal);
    expect((await readdir(backups)).length).toBe(before);

    await as(UPDATE, admin, { input: { frequency: 'daily', hour: new Date().getUTCHours(), keep: 2 } });
    for (let run = 0; run < 3; run++) await t.services.backups.tick({}, new AbortController().signal);
    const kept = (await readdir(backups)).sort();
    expect(kept).toHaveLength(2);
    const runs = await t.database.db.select().from(backupRuns);
    const scheduled = runs.filter((run) => run.trigger === 'schedule');
    expect(scheduled.map((run) => run.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    // The two kept are the two newest runs.
    const newest = scheduled
      .sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime())
      .slice(-2)
      .map((run) => path.basename(run.destination));
    expect(kept).toEqual(newest);
  });
});
