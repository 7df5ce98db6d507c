import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminActor } from '../../test/actors.ts';
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

const listen = (connectionParams: Record<string, string>) =>
  collect<{ title: string; adminNotes: string | null }>(
    url,
    connectionParams,
    'subscription { onUpdateVideo { title adminNotes } }',
  );

const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

it('pushes video updates, with admin notes to admins only and pending videos only to those who may see them', async () => {
  const admin = await t.signedInUser('admin@example.com');
  const viewer = await t.signedInUser('viewer@example.com');
  await t.services.profiles.setLevel(admin.userId, 'admin');
  const video = await insertVideo(t.database.db, { title: 'Live', isApproved: false });

  const asAdmin = listen({ Authorization: `Bearer ${admin.accessToken}` });
  const asViewer = listen({ Authorization: `Bearer ${viewer.accessToken}` });
  const anonymous = listen({ 'x-api-key': t.secrets.publicApiKey });
  await t.services.events.ready();
  await settle();

  const adminViewer = adminActor(admin.userId);
  await t.services.videos.update(adminViewer, { id: video.id, adminNotes: 'needs a better thumbnail' });
  await settle();
  // Still pending: only the admin hears of it.
  expect(asAdmin.events).toEqual([{ title: 'Live', adminNotes: 'needs a better thumbnail' }]);
  expect(asViewer.events).toEqual([]);
  expect(anonymous.events).toEqual([]);

  await t.services.videos.update(adminViewer, { id: video.id, isApproved: true });
  await settle();
  expect(asAdmin.events.at(-1)).toEqual({ title: 'Live', adminNotes: 'needs a better thumbnail' });
  expect(asViewer.events).toEqual([{ title: 'Live', adminNotes: null }]);
  expect(anonymous.events).toEqual([{ title: 'Live', adminNotes: null }]);
  expect([...asAdmin.errors, ...asViewer.errors, ...anonymous.errors]).toEqual([]);
  await Promise.all([asAdmin.dispose(), asViewer.dispose(), anonymous.dispose()]);
});
