import { afterAll, beforeAll, expect, it } from 'vitest';
import { anonymousReader } from '../../test/actors.ts';
import { createTestApp } from '../../test/app.ts';
import { collect, webSocketUrl } from '../../test/subscriptions.ts';
import { insertVideo } from '../../test/videos.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  url = await webSocketUrl(t);
});
afterAll(() => t.close());

const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));
const QUERY = 'subscription { onModerationQueueChanged { targetType targetId action } }';

it('tells admins of new reports, and refuses everyone else at subscribe time', async () => {
  const [admin, viewer] = [
    await t.signedInUser('queue-admin@example.com'),
    await t.signedInUser('queue-viewer@example.com'),
  ];
  await t.services.profiles.setLevel(admin.userId, 'admin');
  const forAdmin = collect<{ targetId: string; action: string }>(
    url,
    { Authorization: `Bearer ${admin.accessToken}` },
    QUERY,
  );
  const forViewer = collect(url, { Authorization: `Bearer ${viewer.accessToken}` }, QUERY);
  const forVisitor = collect(url, { 'x-api-key': t.secrets.publicApiKey }, QUERY);
  await t.services.events.ready();
  await settle();
  const video = await insertVideo(t.database.db);
  await t.services.reports.report(anonymousReader, '10.3.0.1', {
    targetType: 'video',
    targetId: video.id,
    reason: 'SPAM',
  });
  await settle();
  expect(forAdmin.events).toEqual([{ targetType: 'video', targetId: video.id, action: 'REPORT' }]);
  expect(forViewer.errors).toHaveLength(1);
  expect(forVisitor.errors).toHaveLength(1);
  for (const listener of [forAdmin, forViewer, forVisitor]) listener.dispose();
});
