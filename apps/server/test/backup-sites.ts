import { expect } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { connect, runMigrations } from '../src/db/client.ts';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { loadSecrets } from '../src/secrets.ts';
import { createTestApp } from './app.ts';
import { createVideoAs, getUrl, hlsChain, makeTestClip, uploadFile, videoWithStatus } from './processing.ts';

// The site that the backup tests back up and bring back: a creator with an uploaded and
// processed video, a comment on it and a paid order, on a database the test names.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export type SeededSite = {
  email: string;
  password: string;
  videoId: string;
  mediaBytes: number;
  commentId: string;
  orderId: string;
};

/** The embedded default on `dataDir`: its own PostgreSQL, secrets and local disk store. */
export async function embeddedSite(dataDir: string) {
  const env = { DATA_DIR: dataDir };
  const secrets = await loadSecrets(loadConfig(env));
  const embedded = await startEmbeddedPostgres({
    dataDir,
    password: secrets.postgresPassword,
    log: () => {},
  });
  await migrated(embedded.url);
  const site = await createTestApp(env, { databaseUrl: embedded.url });
  return {
    site,
    databaseUrl: embedded.url,
    close: async () => {
      await site.close();
      await embedded.stop();
    },
  };
}

export async function migrated(url: string) {
  const { pool } = connect(url, 2);
  await runMigrations(pool);
  await pool.end();
}

export async function seedSite(t: TestApp, workDir: string): Promise<SeededSite> {
  const email = 'keeper@example.com';
  const password = 'correct horse battery';
  const creator = await t.signedInUser(email, password);
  await t.services.profiles.setLevel(creator.userId, 'creator');
  const key = await uploadFile(t, creator, await makeTestClip(workDir, 'kept.mp4', '320x240', 2));
  await t.services.jobs.startWorker();
  const created = await createVideoAs(t, creator, { videoUrl: key, title: 'Kept safe' });
  const videoId = String((created.body.data?.createVideo as { id?: string } | undefined)?.id);
  await videoWithStatus(t, videoId, 'ready', 90_000);
  await t.services.jobs.stop();
  const admin = await t.signedInUser('warden@example.com');
  await t.services.profiles.setLevel(admin.userId, 'admin');
  const approved = await t.graphql(
    'mutation($input: UpdateVideoInput!) { updateVideo(input: $input) { id } }',
    { input: { id: videoId, isApproved: true } },
    { token: admin.accessToken },
  );
  expect(approved.body.errors).toBeUndefined();
  const media = await playVideo(t, videoId);
  expect(media.chain).toEqual([200, 200, 200]);

  const comment = await t.graphql(
    `mutation($input: CreateCommentInput!) { createComment(input: $input) { id } }`,
    { input: { content: 'Worth keeping', targetId: videoId, targetType: 'video' } },
    { token: creator.accessToken },
  );
  const commentId = String((comment.body.data?.createComment as { id?: string } | undefined)?.id);

  await t.services.shop.seedProducts();
  const products = await t.services.shop.listProducts({ kind: 'apiKey' });
  const tee = products.find((product) => product.priceCents === 2999)?.id;
  const checkout = await t.app.inject({
    method: 'POST',
    url: '/api/shop/checkout',
    headers: { authorization: `Bearer ${creator.accessToken}` },
    payload: {
      cartItems: [{ _id: tee, quantity: 1 }],
      shippingInfo: {
        name: 'Kim Keeper',
        email,
        address: '1 Vault Road',
        city: 'Leeds',
        state: 'WYK',
        postalCode: 'LS1 1AA',
        country: 'GB',
        phone: '+44 113 555 0100',
      },
    },
  });
  const { orderID, orderId } = checkout.json() as { orderID: string; orderId: string };
  const paid = await t.app.inject({ method: 'POST', url: '/api/shop/orders', payload: { orderID } });
  expect(paid.statusCode).toBe(200);
  return { email, password, videoId, mediaBytes: media.bytes, commentId, orderId };
}

/** A visitor plays the video: its HLS playlists and first segment, and its MP4's bytes. */
async function playVideo(t: TestApp, id: string) {
  const video = await t.graphql(
    `query($id: ID!) { getVideo(id: $id) { title processedUrl videoUrl } }`,
    { id },
    { apiKey: t.secrets.publicApiKey },
  );
  const found = video.body.data?.getVideo as { title: string; processedUrl: string; videoUrl: string };
  const mp4 = await getUrl(t, found.videoUrl);
  return { title: found.title, chain: await hlsChain(t, found.processedUrl), bytes: mp4.text.length };
}

/** Signs in on the restored site, plays the video's media, finds the comment and the order. */
export async function expectRestored(t: TestApp, seeded: SeededSite) {
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/auth/sign-in',
    payload: { username: seeded.email, password: seeded.password },
  });
  expect(signIn.statusCode).toBe(200);
  const token = (signIn.json() as { accessToken: string }).accessToken;

  const media = await playVideo(t, seeded.videoId);
  expect(media).toEqual({ title: 'Kept safe', chain: [200, 200, 200], bytes: seeded.mediaBytes });

  const comments = await t.graphql(
    `query($filter: ModelCommentFilterInput!) { listComments(filter: $filter) { items { id content } } }`,
    { filter: { targetId: { eq: seeded.videoId }, targetType: { eq: 'video' } } },
    { token },
  );
  expect(comments.body.data?.listComments).toEqual({
    items: [{ id: seeded.commentId, content: 'Worth keeping' }],
  });

  const orders = await t.graphql(`{ myOrders { items { id status } } }`, {}, { token });
  expect(orders.body.data?.myOrders).toEqual({ items: [{ id: seeded.orderId, status: 'paid' }] });
}
