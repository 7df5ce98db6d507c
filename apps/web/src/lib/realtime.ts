import type { Client } from 'graphql-ws';
import { subscriptionExchange } from 'urql';
import { loadAppConfig } from './app-config';
import { freshAccessToken, getSessionState, subscribeToSession } from './session';

// Realtime figures of SPEC.md section 9: the server must acknowledge within 15 s, a ping
// goes out every 5 s, and a lost connection is retried after 5 s, then every 60 s.
const ACK_TIMEOUT_MS = 15_000;
const KEEP_ALIVE_MS = 5_000;
const FIRST_RETRY_MS = 5_000;
const LATER_RETRY_MS = 60_000;

// Subscriptions go over graphql-ws on /graphql, opened on the first subscription. The
// connection carries the same credentials as HTTP requests: the token or the public key.
// The server closes a socket whose rights changed or whose token expired (4403); the
// client reconnects with the credentials it holds then, refreshed if need be.
// graphql-ws itself is fetched then too: the home page's first load subscribes to nothing.
let socket: Promise<Client> | null = null;

function openSocket(): Promise<Client> {
  socket ??= import('graphql-ws').then(({ createClient }) =>
    createClient({
      url: () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`,
      lazy: true,
      connectionAckWaitTimeout: ACK_TIMEOUT_MS,
      keepAlive: KEEP_ALIVE_MS,
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      retryWait: (retries) =>
        new Promise((resolve) => setTimeout(resolve, retries === 0 ? FIRST_RETRY_MS : LATER_RETRY_MS)),
      connectionParams: async () => {
        const token = await freshAccessToken();
        if (token) return { Authorization: `Bearer ${token}` };
        return { 'x-api-key': (await loadAppConfig()).publicApiKey };
      },
    }),
  );
  // A failed download is tried again by the next subscription.
  socket.catch(() => {
    socket = null;
  });
  return socket;
}

// Another person signed in (or out): reconnect with their credentials, so nobody receives
// updates read with someone else's rights.
let connectedAs = getSessionState().user?.sub ?? null;
subscribeToSession(() => {
  const user = getSessionState().user?.sub ?? null;
  if (user === connectedAs) return;
  connectedAs = user;
  void socket?.then((client) => client.terminate());
});

export const realtimeExchange = subscriptionExchange({
  forwardSubscription: (request) => ({
    subscribe: (sink) => {
      let unsubscribe: (() => void) | null = null;
      let closed = false;
      openSocket().then(
        (client) => {
          if (!closed) unsubscribe = client.subscribe({ ...request, query: request.query ?? '' }, sink);
        },
        (error: unknown) => sink.error(error),
      );
      return {
        unsubscribe: () => {
          closed = true;
          unsubscribe?.();
        },
      };
    },
  }),
});
