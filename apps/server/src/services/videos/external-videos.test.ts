import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousReader } from '../../../test/actors.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { insertVideo } from '../../../test/videos.ts';
import { clusterRuns } from '../../db/cluster-schema.ts';
import { videos } from '../../db/video-schema.ts';
import { createExternalVideoFeed, mapExternalRecord } from './external-videos.ts';
import { createVideoService } from './video-service.ts';

describe('mapExternalRecord', () => {
  it('maps category labels and unwraps flags given as { value: boolean }', () => {
    expect(
      mapExternalRecord({
        videoId: 'dQw4w9WgXcQ',
        title: ' Pitch like a pro ',
        description: 'How to pitch',
        category: 'Business & IT Services',
        isFeatured: { value: true },
        isTrending: false,
        isApproved: { value: true },
      }),
    ).toEqual({
      videoId: 'dQw4w9WgXcQ',
      title: 'Pitch like a pro',
      description: 'How to pitch',
      category: 'Business',
      isFeatured: true,
      isTrending: false,
      isApproved: true,
    });
  });

  it('defaults missing flags (not featured, not trending, approved) and maps unknown labels to Innovation', () => {
    expect(mapExternalRecord({ videoId: 'abcdefghijk', title: 'T', category: 'Gardening' })).toMatchObject({
      category: 'Innovation',
      isFeatured: false,
      isTrending: false,
      isApproved: true,
      description: '',
    });
    expect(
      mapExternalRecord({ videoId: 'abcdefghijk', title: 'T', isApproved: { value: false } })?.isApproved,
    ).toBe(false);
  });

  it('drops records without a usable video id or title', () => {
    for (const bad of [
      null,
      'text',
      { title: 'no id' },
      { videoId: 'abcdefghijk' },
      { videoId: '../../etc/passwd', title: 'x' },
      { videoId: 'abc def ghij', title: 'x' },
    ]) {
      expect(mapExternalRecord(bad)).toBeUndefined();
    }
  });
});

describe('external video list', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: Server;
  let url: string;
  let answer: { status: number; body: string };
  let requests: IncomingMessage[];
  let clock: Date;

  beforeAll(async () => {
    database = await createTestDatabase();
    requests = [];
    server = createServer((request, response) => {
      requests.push(request);
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/videos?page=1`;
    await insertVideo(database.db, { title: 'Built-in sample', origin: 'sample', sourceId: 'business-1' });
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await database.close();
  });

  // What the feed declared it changed.
  let declared: string[] = [];
  const setup = () => {
    declared = [];
    clock = new Date('2026-03-01T12:00:00Z');
    const service = createVideoService({
      db: database.db,
      viewerSecret: 'test-secret',
      now: () => clock,
    });
    const feed = createExternalVideoFeed({
      db: database.db,
      url,
      refreshSeconds: 600,
      changes: { made: async (change) => void declared.push(...change.scopes) },
      now: () => clock,
    });
    return { service, feed };
  };
  const record = (videoId: string, extra: Record<string, unknown> = {}) => ({
    videoId,
    title: `External ${videoId}`,
    description: 'from the list',
    category: 'Creative Arts & Design',
    ...extra,
  });
  const feedTitles = async (service: ReturnType<typeof setup>['service']) => {
    return (await service.homeFeed(anonymousReader)).latest.map((video) => video.title);
  };

  it('asks with useNewLogic=true and a JSON Accept header, and stores the records with a 30-day expiry', async () => {
    const { service, feed } = setup();
    answer = {
      status: 200,
      body: JSON.stringify([record('AAAAAAAAAAA', { isFeatured: { value: true } }), record('BBBBBBBBBBB')]),
    };
    expect(await feed.refresh()).toBe('2 external videos');
    // Every node composes its home feed afresh.
    expect(declared).toEqual(['catalogue']);
    const request = requests.at(-1) as IncomingMessage;
    const asked = new URL(request.url ?? '', 'http://x');
    expect(asked.searchParams.get('useNewLogic')).toBe('true');
    expect(asked.searchParams.get('page')).toBe('1');
    expect(request.headers.accept).toBe('application/json');

    const [stored] = await database.db.select().from(videos).where(eq(videos.sourceId, 'AAAAAAAAAAA'));
    expect(stored).toMatchObject({
      origin: 'external',
      source: 'youtube',
      category: 'Beauty',
      isFeatured: true,
      isApproved: true,
      videoUrl: 'https://www.youtube.com/watch?v=AAAAAAAAAAA',
    });
    expect(stored?.expiryDate.toISOString()).toBe('2026-03-31T12:00:00.000Z');
    // While the list has videos, it takes the samples' place on the home page.
    expect(await feedTitles(service)).toEqual(['External AAAAAAAAAAA', 'External BBBBBBBBBBB']);
  });

  it('refreshes in place and withdraws records that left the list', async () => {
    const { feed } = setup();
    answer = { status: 200, body: JSON.stringify([record('AAAAAAAAAAA', { title: 'Renamed' })]) };
    expect(await feed.refresh()).toBe('1 external videos');
    const rows = await database.db.select().from(videos).where(eq(videos.origin, 'external'));
    expect(rows.map((row) => [row.sourceId, row.title, row.isActive]).sort()).toEqual([
      ['AAAAAAAAAAA', 'Renamed', true],
      ['BBBBBBBBBBB', 'External BBBBBBBBBBB', false],
    ]);
  });

  it('keeps what it has when the list fails or is not an array', async () => {
    const { service, feed } = setup();
    for (const failure of [
      { status: 500, body: '[]' },
      { status: 200, body: '{"videos": []}' },
      { status: 200, body: 'not json' },
    ]) {
      answer = failure;
      expect(await feed.refresh()).toMatch(/^unavailable \(/);
    }
    expect(await feedTitles(service)).toEqual(['Renamed']);
  });

  it('falls back to the built-in samples when no external video is visible', async () => {
    const { service, feed } = setup();
    answer = { status: 200, body: '[]' };
    await feed.refresh();
    expect(await feedTitles(service)).toEqual(['Built-in sample']);
    // An unreachable list never blocks the home page: it answers from the database.
    const unreachable = createExternalVideoFeed({
      db: database.db,
      url: 'http://127.0.0.1:9/never',
      refreshSeconds: 600,
      changes: { made: async (change) => void declared.push(...change.scopes) },
    });
    expect(await unreachable.refresh()).toMatch(/^unavailable/);
    expect(await feedTitles(service)).toEqual(['Built-in sample']);
  });

  it('is fetched by one node per interval, however many nodes run its timer', async () => {
    answer = { status: 200, body: '[]' };
    const fetched = async (nodes: number) => {
      const before = requests.length;
      const lines: string[] = [];
      const feeds = Array.from({ length: nodes }, () => setup().feed);
      for (const feed of feeds) feed.start((line) => lines.push(line));
      await new Promise((resolve) => setTimeout(resolve, 500));
      for (const feed of feeds) feed.stop();
      expect(lines.every((line) => line.startsWith('external video list: '))).toBe(true);
      return requests.length - before;
    };
    expect(await fetched(3)).toBe(1);
    // Within the interval nobody fetches again; once it is over, one node does.
    expect(await fetched(2)).toBe(0);
    await database.db.update(clusterRuns).set({ ranAt: sql`now() - interval '600 seconds'` });
    expect(await fetched(2)).toBe(1);
  });
});
