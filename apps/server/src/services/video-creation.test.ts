import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { lyingClip } from '../../test/lying-mp4.ts';
import { uploadFile } from '../../test/uploads.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let clips: string;

beforeAll(async () => {
  clips = await mkdtemp(path.join(tmpdir(), 'reelboard-clips-'));
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await rm(clips, { recursive: true, force: true });
});

it('rejects a 10:01 clip whose header claims 9:00, and removes it', async () => {
  const creator = await t.signedInUser('maker@example.com');
  await t.services.profiles.setLevel(creator.userId, 'creator');
  const key = await uploadFile(t, creator.accessToken, await lyingClip(path.join(clips, 'lying.mp4')));

  const result = await t.graphql(
    'mutation ($input: CreateVideoInput!) { createVideo(input: $input) { id } }',
    { input: { title: 'Nine minutes, honest', category: 'Business', videoUrl: key } },
    { token: creator.accessToken },
  );
  expect(result.body.errors?.[0]?.message).toBe('Video is too long. Maximum allowed length is 10 minutes.');
  expect(existsSync(path.join(t.dataDir, 'storage', key))).toBe(false);
});
