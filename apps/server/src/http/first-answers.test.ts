import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { insertVideo } from '../../test/videos.ts';
import { composePage, firstImage, jsonForHtml, withParams } from './first-answers.ts';

// The public first answers written into a main route's page (ADR 0043), against the whole
// server: the build's recorded queries are asked of /graphql anonymously, and the answers
// land in the page as data that cannot break out of its element.
const HOSTILE = '</script><script>alert(1)</script><!-- & \u2028';
const page = (name: string) =>
  `<!doctype html><html><head><title>Reelboard</title></head><body><div id="root"></div><!-- ${name} --></body></html>`;
const queries = {
  home: [
    {
      operationName: 'Latest',
      query:
        'query Latest { listVideos(limit: 5) { items { id title thumbnailUrl __typename } __typename } }',
      variables: {},
    },
  ],
  'route-video': [
    {
      operationName: 'GetVideo',
      query: 'query GetVideo($id: ID!) { getVideo(id: $id) { id title thumbnailUrl __typename } }',
      variables: { id: ':id' },
    },
  ],
  'route-shop': [{ operationName: 'Broken', query: 'query Broken { notAField }', variables: {} }],
};

const RENDER_BUNDLE = `export async function renderWithAnswers(url, answers) {
  const title = answers[0].data.getVideo.title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return {
    head: '<title>' + title + '</title><link rel="preload" as="image" href="/poster.jpg"/>',
    markup: '<main data-url="' + url + '">' + title + '</main>',
  };
}`;

let dist: string;
let t: Awaited<ReturnType<typeof createTestApp>>;
let videoId: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'reelboard-answers-'));
  await writeFile(path.join(dist, 'index.html'), page('index'));
  await writeFile(path.join(dist, 'home.html'), page('home'));
  await writeFile(path.join(dist, 'route-video.html'), page('video'));
  await writeFile(path.join(dist, 'route-shop.html'), page('shop'));
  await writeFile(path.join(dist, 'route-queries.json'), JSON.stringify(queries));
  // The web build's render bundle for the server (apps/web/build/prerender.ts): here one that
  // shows what it was given, with what React hoists ahead of the markup.
  await mkdir(path.join(dist, 'server', 'pages'), { recursive: true });
  await writeFile(path.join(dist, 'server', 'pages', 'route-video.html'), page('video shell'));
  await writeFile(path.join(dist, 'server', 'prerender.js'), RENDER_BUNDLE);
  t = await createTestApp({ WEB_DIST_DIR: dist });
  videoId = (await insertVideo(t.database.db, { title: HOSTILE })).id;
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

const inlined = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="first-answers">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null',
  ) as {
    publicApiKey: string;
    answers: { operationName: string; variables: Record<string, unknown>; data: unknown }[];
  } | null;

it('writes JSON that no text in it can end early or turn into markup', () => {
  const json = jsonForHtml({ title: HOSTILE });
  expect(json).not.toMatch(/[<>&\u2028\u2029]/);
  expect(JSON.parse(json)).toEqual({ title: HOSTILE });
  const html = composePage(page('x'), { publicApiKey: 'k', answers: [{ data: { title: HOSTILE } }] });
  expect(html.match(/<\/script>/g)).toHaveLength(1);
  expect(html).not.toContain('<!-- &');
});

it('puts the address into the recorded variables and finds the first image of an answer', () => {
  expect(withParams({ id: ':id', limit: 5, name: ':other' }, { id: 'v1' })).toEqual({
    id: 'v1',
    limit: 5,
    name: ':other',
  });
  expect(
    firstImage({ a: { items: [{ title: 'x', thumbnailUrl: null }, { thumbnailUrl: '/t/2.jpg' }] } }),
  ).toBe('/t/2.jpg');
  expect(firstImage({ listProducts: { items: [{ images: ['/shop/tee.webp'] }] } })).toBe('/shop/tee.webp');
  expect(firstImage({ thumbnailUrl: 'javascript:alert(1)' })).toBeUndefined();
});

it("answers a video's page with its public answer, asked anonymously whatever the page request carries", async () => {
  // A browser with a session (rb_member) gets the page as built, with the answers as data.
  const response = await t.app.inject({
    url: `/videos/${videoId}`,
    headers: { cookie: 'rb_refresh=whatever; rb_member=1', authorization: 'Bearer not-a-token' },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.body).toContain('<!-- video -->');
  const answers = inlined(response.body);
  expect(answers?.publicApiKey).toBe(t.secrets.publicApiKey);
  expect(answers?.answers).toEqual([
    {
      operationName: 'GetVideo',
      variables: { id: videoId },
      data: { getVideo: expect.objectContaining({ id: videoId, title: HOSTILE }) },
    },
  ]);
  expect(response.body).not.toContain('<script>alert(1)');
  const data = answers?.answers[0]?.data as { getVideo: { thumbnailUrl: string } } | undefined;
  const thumbnail = data?.getVideo.thumbnailUrl;
  expect(response.body).toContain(`<link rel="preload" as="image" href="${thumbnail}">`);
});

it('sends the home page compressed as asked, and a page without answers as it was built', async () => {
  const home = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
  expect(home.headers['content-encoding']).toBe('br');
  expect(home.headers.vary).toContain('accept-encoding');
  const html = brotliDecompressSync(home.rawPayload).toString();
  expect(inlined(html)?.answers[0]?.operationName).toBe('Latest');
  // An answer with errors is never written: the page goes as built, and the browser asks.
  const shop = await t.app.inject({ url: '/shop' });
  expect(shop.statusCode).toBe(200);
  expect(shop.body).toBe(page('shop'));
  expect((await t.app.inject({ url: '/about' })).body).toBe(page('index'));
});

it("renders a visitor's page with its answers, and not a member's or a browser's that just wrote", async () => {
  const visitor = await t.app.inject({ url: `/videos/${videoId}?t=5` });
  expect(visitor.statusCode).toBe(200);
  expect(visitor.headers.vary).toContain('cookie');
  const html = visitor.body;
  expect(html).toContain('<!-- video shell -->');
  // The address's path, the title React escaped into the head in place of the shell's, and
  // the rest of what it hoisted at the end of the head.
  expect(html).toContain(`<div id="root"><main data-url="/videos/${videoId}">&lt;/script>`);
  expect(html).toMatch(
    /<head><title>&lt;\/script>[^<]*<\/title><link rel="preload" as="image" href="\/poster.jpg"\/><\/head>/,
  );
  expect(inlined(html)).toMatchObject({ rendered: true, answers: [{ operationName: 'GetVideo' }] });
  expect(html).not.toContain('<script>alert(1)');
  for (const cookie of ['rb_member=1', 'rb_wrote=1']) {
    const other = await t.app.inject({ url: `/videos/${videoId}`, headers: { cookie } });
    expect(other.body).toContain('<!-- video -->');
    expect(inlined(other.body)).not.toHaveProperty('rendered');
  }
  // The render bundle and its shells are the server's, not the site's files.
  expect((await t.app.inject({ url: '/server/prerender.js' })).body).toBe(page('index'));
});
