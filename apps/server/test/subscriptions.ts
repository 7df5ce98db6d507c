import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { createTestApp } from './app.ts';

// graphql-ws against the whole test server on a real socket.
export async function webSocketUrl(t: Awaited<ReturnType<typeof createTestApp>>): Promise<string> {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `${address.replace('http', 'ws')}/graphql`;
}

export function subscriptionClient(url: string, connectionParams: Record<string, string>) {
  return createClient({ url, webSocketImpl: WebSocket, connectionParams, retryAttempts: 0, lazy: true });
}

// Collects every event (the first field of each result's data) and error of one subscription.
export function collect<T>(
  url: string,
  connectionParams: Record<string, string>,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const client = subscriptionClient(url, connectionParams);
  const events: T[] = [];
  const errors: unknown[] = [];
  client.subscribe(
    { query, variables },
    {
      // A refusal at subscribe time arrives as a result with errors, not as an error.
      next: (value) =>
        value.errors ? errors.push(...value.errors) : events.push(Object.values(value.data ?? {})[0] as T),
      error: (error) => errors.push(error),
      complete: () => {},
    },
  );
  return { events, errors, dispose: () => client.dispose() };
}
