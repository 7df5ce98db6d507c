import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp } from '../../test/app.ts';
import { webSocketUrl } from '../../test/subscriptions.ts';

// The WebSocket upgrade checks Origin: the site's own (PUBLIC_URL) and ALLOWED_ORIGINS may
// connect, any other browser origin is refused before graphql-ws sees the socket, and
// clients that send no Origin (servers) still connect with their credentials.
let t: Awaited<ReturnType<typeof createTestApp>>;
let url: string;

beforeAll(async () => {
  t = await createTestApp({
    PUBLIC_URL: 'https://reelboard.example',
    ALLOWED_ORIGINS: 'https://m.reelboard.example',
  });
  url = await webSocketUrl(t);
});
afterAll(() => t.close());

/** Opens a graphql-ws connection and answers how it ended: acknowledged, or the HTTP refusal. */
function connect(origin: string | undefined): Promise<string> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, 'graphql-transport-ws', origin ? { headers: { origin } } : {});
    socket.on('unexpected-response', (_request, response) => {
      resolve(`refused ${response.statusCode}`);
      socket.terminate();
    });
    socket.on('error', () => resolve('error'));
    socket.on('open', () =>
      socket.send(
        JSON.stringify({ type: 'connection_init', payload: { 'x-api-key': t.secrets.publicApiKey } }),
      ),
    );
    socket.on('message', (data) => {
      resolve(JSON.parse(String(data)).type);
      socket.close();
    });
  });
}

it('refuses a browser on another site at the upgrade', async () => {
  expect(await connect('http://evil.example')).toBe('refused 403');
  expect(await connect('https://reelboard.example.evil.example')).toBe('refused 403');
});

it("accepts the site's own origin and the configured ones", async () => {
  expect(await connect('https://reelboard.example')).toBe('connection_ack');
  expect(await connect('https://m.reelboard.example')).toBe('connection_ack');
});

it('keeps accepting clients that send no Origin, with their credentials', async () => {
  expect(await connect(undefined)).toBe('connection_ack');
});
