import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { waitFor } from '../../test/processing.ts';

// Every kind of job the application registers runs to completion in a real worker. A new
// kind whose job needs data gets its sample here, or this test fails for it.
const SAMPLE_DATA: Record<string, object> = {
  // A video that does not exist: the job ends at once, as for a video removed meanwhile.
  'video-processing': { videoId: randomUUID() },
  'notification-fanout': { videoId: randomUUID() },
  // A video that does not exist: nothing is due (ADR 0039).
  'video-publish': { videoId: randomUUID() },
  // An export that does not exist, and an address without an account (issue 22).
  'data-export': { exportId: randomUUID() },
  'password-reset-mail': { email: 'nobody@example.com' },
};

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({}, { superviseIntervalSeconds: 1 });
  await t.services.jobs.startWorker();
});
afterAll(async () => {
  await t.close();
});

it('runs every registered kind of job to completion', async () => {
  const kinds = t.services.jobs.kindNames();
  expect(kinds).toEqual(
    expect.arrayContaining(['video-processing', 'upload-cleanup', 'processing-output-cleanup']),
  );
  for (const kind of kinds) {
    const key = `test-${kind}`;
    await t.services.jobs.send(kind, SAMPLE_DATA[kind] ?? {}, { singletonKey: key });
    const states = await waitFor(async () => {
      const now = await t.services.jobs.jobStates(kind, key);
      return now.some((state) => state === 'completed' || state === 'failed') ? now : undefined;
    }, 20_000);
    expect({ kind, states }).toEqual({ kind, states: ['completed'] });
  }
}, 120_000);
