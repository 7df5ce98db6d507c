import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { createTestApp } from './app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

// Uploads a file through the upload API as the browser does it (start, one part,
// complete) and answers the stored key.
export async function uploadFile(t: TestApp, accessToken: string, file: string): Promise<string> {
  const body = await readFile(file);
  const auth = { authorization: `Bearer ${accessToken}` };
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: auth,
    payload: { fileName: path.basename(file), contentType: 'video/mp4', size: body.length },
  });
  const { uploadId } = started.json();
  const signed = await t.app.inject({
    method: 'GET',
    url: `/api/uploads/${uploadId}/parts/1`,
    headers: auth,
  });
  const url = new URL(signed.json().url);
  const put = await t.app.inject({ method: 'PUT', url: `${url.pathname}${url.search}`, payload: body });
  const complete = await t.app.inject({
    method: 'POST',
    url: `/api/uploads/${uploadId}/complete`,
    headers: auth,
    payload: { parts: [{ PartNumber: 1, ETag: put.headers.etag }] },
  });
  if (complete.statusCode !== 200) throw new Error(`upload failed: ${complete.body}`);
  return complete.json().key;
}
