import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, type Browser, type BrowserContext, expect } from '@playwright/test';
import { reelboard } from './outbox.ts';
import { type Account, newAccount } from './session.ts';

/** One rung (240p) and one 4-second segment: the cheapest video that has every output. */
export function makeClip(): Buffer {
  const workDir = mkdtempSync(path.join(tmpdir(), 'reelboard-clip-'));
  const file = path.join(workDir, 'clip.mp4');
  execFileSync('/usr/bin/ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=426x240:rate=25:duration=3'],
    ...['-f', 'lavfi', '-i', 'sine=duration=3'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
  ]);
  const clip = readFileSync(file);
  rmSync(workDir, { recursive: true, force: true });
  return clip;
}

export async function accessToken(request: APIRequestContext, account: Account): Promise<string> {
  const session = await request.post('/auth/sign-in', {
    data: { username: account.email, password: account.password },
  });
  expect(session.ok()).toBe(true);
  return ((await session.json()) as { accessToken: string }).accessToken;
}

export async function graphqlAs<T>(request: APIRequestContext, token: string, query: string, variables = {}) {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(body.errors?.[0]?.message ?? `GraphQL answered ${response.status()}`);
  return body.data;
}

/**
 * The creator's upload as the browser makes it (http/upload-routes.ts): start, one part to
 * the signed URL, complete, createVideo. The upload form itself is upload.spec.ts's journey.
 */
export async function uploadVideo(
  request: APIRequestContext,
  token: string,
  title: string,
  clip: Buffer,
): Promise<string> {
  const auth = { authorization: `Bearer ${token}` };
  const started = await request.post('/api/uploads', {
    headers: auth,
    data: { fileName: 'clip.mp4', contentType: 'video/mp4', size: clip.length },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { uploadId } = (await started.json()) as { uploadId: string };
  const signed = await request.get(`/api/uploads/${encodeURIComponent(uploadId)}/parts/1`, { headers: auth });
  const { url } = (await signed.json()) as { url: string };
  const part = await request.put(url, { data: clip });
  expect(part.ok(), await part.text()).toBe(true);
  const completed = await request.post(`/api/uploads/${encodeURIComponent(uploadId)}/complete`, {
    headers: auth,
    data: { parts: [{ PartNumber: 1, ETag: part.headers().etag }] },
  });
  expect(completed.ok(), await completed.text()).toBe(true);
  const { key } = (await completed.json()) as { key: string };
  const { createVideo } = await graphqlAs<{ createVideo: { id: string } }>(
    request,
    token,
    'mutation ($input: CreateVideoInput!) { createVideo(input: $input) { id } }',
    { input: { title, category: 'Lifestyle', description: 'Three seconds of colour bars.', videoUrl: key } },
  );
  return createVideo.id;
}

/** An upload that processing has made ready (it may wait behind the samples seeded at start). */
export async function processedVideo(request: APIRequestContext, token: string, title: string, clip: Buffer) {
  const videoId = await uploadVideo(request, token, title, clip);
  await expect
    .poll(
      async () => {
        const { getVideo } = await graphqlAs<{ getVideo: { processingStatus: string } | null }>(
          request,
          token,
          'query ($id: ID!) { getVideo(id: $id) { processingStatus } }',
          { id: videoId },
        );
        return getVideo?.processingStatus;
      },
      { timeout: 240_000, intervals: [1000] },
    )
    .toBe('ready');
  return videoId;
}

/**
 * Review is not what these journeys test, yet a creator's upload stays private until an admin
 * approves it, so several journeys (captions, studio analytics, thumbnails, scheduled
 * publishing) need the same step: a new person made admin by the operator's CLI approves the
 * video through the API. Returns the admin's browser context, signed in by the API's sign-in
 * cookie, for journeys that go on as that admin.
 */
export async function approveVideoAsNewAdmin(
  browser: Browser,
  videoId: string,
  adminName: string,
): Promise<BrowserContext> {
  const context = await browser.newContext();
  const admin = await newAccount(context.request, adminName);
  expect(reelboard('user', 'level', admin.email, 'admin')).toMatch(/admin/);
  const { updateVideo } = await graphqlAs<{ updateVideo: { id: string; isApproved: boolean } }>(
    context.request,
    await accessToken(context.request, admin),
    'mutation ($input: UpdateVideoInput!) { updateVideo(input: $input) { id isApproved } }',
    { input: { id: videoId, isApproved: true } },
  );
  expect(updateVideo.isApproved).toBe(true);
  return context;
}
