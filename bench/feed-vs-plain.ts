// Measures the home feed and the title search through GraphQL against plain routes served
// by the same process (GET /healthz, and a bare route answering the feed's JSON), with
// 10,000 videos in the database, and prints the ratios. Run with `npm run bench:feed`.

import { userProfiles, users } from '../apps/server/src/db/schema.ts';
import { videos } from '../apps/server/src/db/video-schema.ts';
import { measurer, startBenchServer } from './support.ts';

const VIDEOS = 10_000;
const CATEGORIES = ['Business', 'Lifestyle', 'Beauty', 'Innovation'] as const;
const WORDS = [
  'pitch',
  'morning',
  'routine',
  'glow',
  'drone',
  'budget',
  'startup',
  'makeup',
  'robot',
  'garden',
];

const { database, app, graphqlHeaders, close } = await startBenchServer();

const [creator] = await database.db
  .insert(users)
  .values({ email: 'creator@bench.local', name: 'Bench Creator', passwordHash: 'not-a-real-hash' })
  .returning({ id: users.id });
if (!creator) throw new Error('no creator');
await database.db
  .insert(userProfiles)
  .values({ userId: creator.id, email: 'creator@bench.local', username: 'Bench Creator', level: 'creator' });
for (let start = 0; start < VIDEOS; start += 1000) {
  await database.db.insert(videos).values(
    Array.from({ length: 1000 }, (_, j) => {
      const i = start + j;
      return {
        title: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} number ${i}`,
        videoUrl: `public/videos/bench/${i}.mp4`,
        thumbnailUrl: `public/videos/bench/${i}.jpg`,
        category: CATEGORIES[i % 4] as (typeof CATEGORIES)[number],
        tags: [WORDS[i % WORDS.length] as string],
        creatorId: i % 3 === 0 ? creator.id : null,
        origin: i % 3 === 0 ? ('upload' as const) : ('sample' as const),
        sourceId: i % 3 === 0 ? null : `bench-${i}`,
        durationSeconds: 5 + (i % 600),
        uploadDate: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
        expiryDate: new Date(Date.UTC(2030, 0, 1)),
        isApproved: i % 10 !== 0,
        isFeatured: i % 97 === 0,
        isTrending: i % 89 === 0,
        processingStatus: 'ready' as const,
      };
    }),
  );
}
await database.db.execute('analyze videos');

// The fields the web app asks for (apps/web/src/lib/video-api.ts).
const FIELDS = `id title description thumbnailUrl fallbackThumbnailUrl videoUrl processedUrl source sourceId
  views likes duration uploadDate category tags creator
  creatorProfile { id name avatarUrl followers videoCount verified isFollowing }
  isApproved isFeatured isTrending createdAt`;
const feedQuery = JSON.stringify({
  query: `{ homeFeed { featured { ${FIELDS} } trending { ${FIELDS} } latest { ${FIELDS} } } }`,
});
const searchQuery = JSON.stringify({
  query: `{ listVideos(filter: { title: { contains: "Morning Mak" } }, limit: 20) { items { ${FIELDS} } nextToken } }`,
});

// The bare route answers exactly what the GraphQL feed answers, computed once.
let feedJson = '';
app.get('/bench/home-feed.json', async (_request, reply) => reply.type('application/json').send(feedJson));
feedJson = (
  await app.inject({ method: 'POST', url: '/graphql', headers: graphqlHeaders, payload: feedQuery })
).body;
if (!feedJson.includes('"featured"')) throw new Error(`feed failed: ${feedJson}`);

const address = await app.listen({ port: 0, host: '127.0.0.1' });

const measure = measurer(address);

const healthz = await measure('plain route (GET /healthz)', '/healthz');
const bare = await measure('bare route with the feed JSON', '/bench/home-feed.json');
const feed = await measure('GraphQL homeFeed', '/graphql', {
  method: 'POST',
  headers: graphqlHeaders,
  body: feedQuery,
});
const search = await measure('GraphQL listVideos(title contains, limit 20)', '/graphql', {
  method: 'POST',
  headers: graphqlHeaders,
  body: searchQuery,
});
const ratio = (a: { requests: { average: number } }, b: { requests: { average: number } }) =>
  (a.requests.average / b.requests.average).toFixed(3);
console.log(`ratio: homeFeed / bare feed route = ${ratio(feed, bare)}`);
console.log(`ratio: homeFeed / GET /healthz = ${ratio(feed, healthz)}`);
console.log(`ratio: listVideos(title contains) / GET /healthz = ${ratio(search, healthz)}`);

await close();
