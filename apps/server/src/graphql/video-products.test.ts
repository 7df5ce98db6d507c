import { videoProductMessages } from '@reelboard/shared/video-products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousReader } from '../../test/actors.ts';
import { createTestApp } from '../../test/app.ts';
import { insertVideo } from '../../test/videos.ts';

// Shoppable videos through the GraphQL API: the rules are the service's
// (services/shop/video-products.test.ts); here the fields, arguments and who gets what.

let t: Awaited<ReturnType<typeof createTestApp>>;
let shirt: string;
let glasses: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.services.shop.seedProducts();
  const catalog = await t.services.shop.listProducts(anonymousReader);
  shirt = catalog[0]?.id ?? '';
  glasses = catalog[2]?.id ?? '';
});
afterAll(() => t.close());

describe('through GraphQL', () => {
  it('tags as admin, refuses a viewer, shows the products with shop prices and counts adds, the count for the creator and admins only', async () => {
    const creator = await t.signedInUser('gql.creator@example.com');
    const viewerUser = await t.signedInUser('gql.viewer@example.com');
    const adminUser = await t.signedInUser('gql.admin@example.com');
    await t.services.profiles.setLevel(adminUser.userId, 'admin');
    const video = await insertVideo(t.database.db, { creatorId: creator.userId });
    const TAG = 'mutation ($v: ID!, $p: [ID!]!) { setVideoProducts(videoId: $v, productIds: $p) { id } }';
    const refused = await t.graphql(TAG, { v: video.id, p: [shirt] }, { token: viewerUser.accessToken });
    expect(refused.body.errors?.[0]).toMatchObject({
      message: videoProductMessages.notAllowed,
      extensions: { code: 'FORBIDDEN' },
    });
    const done = await t.graphql(TAG, { v: video.id, p: [glasses] }, { token: adminUser.accessToken });
    expect(done.body.errors).toBeUndefined();

    const READ =
      'query ($v: ID!) { getVideo(id: $v) { products { _id name price images } shopStats { cartAdds } } }';
    const publicRead = await t.graphql(READ, { v: video.id }, { apiKey: t.secrets.publicApiKey });
    expect(publicRead.body.data?.getVideo).toEqual({
      products: [
        { _id: glasses, name: 'Spotlight Sunglasses', price: 99.99, images: ['/shop/sunglasses.webp'] },
      ],
      shopStats: null,
    });
    const ADD =
      'mutation ($v: ID!, $p: ID!) { recordVideoCartAdd(videoId: $v, productId: $p) { claim adds } }';
    const added = await t.graphql(ADD, { v: video.id, p: glasses }, { apiKey: t.secrets.publicApiKey });
    // The visitor gets the claim for the cart line, not the creator's figure.
    expect(added.body.data?.recordVideoCartAdd).toEqual({ claim: expect.any(String), adds: null });
    const byViewer = await t.graphql(ADD, { v: video.id, p: glasses }, { token: viewerUser.accessToken });
    expect(byViewer.body.data?.recordVideoCartAdd).toMatchObject({ adds: null });
    const byCreator = await t.graphql(ADD, { v: video.id, p: glasses }, { token: creator.accessToken });
    expect(byCreator.body.data?.recordVideoCartAdd).toMatchObject({ adds: 3 });
    const byAdmin = await t.graphql(ADD, { v: video.id, p: glasses }, { token: adminUser.accessToken });
    expect(byAdmin.body.data?.recordVideoCartAdd).toMatchObject({ adds: 4 });
    const own = await t.graphql(READ, { v: video.id }, { token: creator.accessToken });
    expect(own.body.data?.getVideo).toMatchObject({ shopStats: { cartAdds: 4 } });
  });
});
