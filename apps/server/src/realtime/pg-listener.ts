import type pg from 'pg';

// One LISTEN connection per process for every channel it listens on (the realtime events,
// the cache generation), so that a node holds one such connection, however many kinds of
// notification it needs. It is opened on the first need, reopened after a loss, and each
// channel hears when it is (re)established, so that it can catch up on what it missed.
const RECONNECT_DELAY_MS = 1000;

type ChannelHandlers = {
  onMessage: (payload: string) => void;
  /** LISTEN is in effect: every notification from now on arrives. */
  onListening?: () => void | Promise<void>;
  /** The connection is lost: notifications may be missed until onListening again. */
  onLost?: () => void;
};

export function createPgListener(pool: pg.Pool, log: (message: string) => void = () => {}) {
  const channels = new Map<string, ChannelHandlers>();
  let listener: pg.PoolClient | undefined;
  let connecting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const lost = () => {
    for (const handlers of channels.values()) handlers.onLost?.();
  };

  // After a failure the next attempt waits its delay, however often the connection is asked for.
  const retryLater = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_DELAY_MS);
  };

  const connect = (): Promise<void> | undefined => {
    if (listener || connecting || retry || closed) return connecting;
    connecting = (async () => {
      let client: pg.PoolClient | undefined;
      // Destroyed rather than returned to the pool (a LISTENing connection is not for
      // reuse), once, whichever of the error event and a failed step comes first.
      const dropConnection = () => {
        if (listener === client) listener = undefined;
        const dropped = client;
        client = undefined;
        dropped?.release(true);
        lost();
        retryLater();
      };
      try {
        client = await pool.connect();
        const own = client;
        own.on('notification', (message) => {
          if (message.payload) channels.get(message.channel)?.onMessage(message.payload);
        });
        own.on('error', (error) => {
          // Errors of a connection already given up (closed, or replaced) are of no interest.
          if (client !== own || closed) return;
          log(`notification listener lost its connection: ${error.message}`);
          dropConnection();
        });
        for (const channel of channels.keys()) await own.query(`listen ${channel}`);
        listener = own;
        for (const handlers of channels.values()) await handlers.onListening?.();
      } catch (error) {
        log(`notification listener could not connect: ${(error as Error).message}`);
        dropConnection();
      } finally {
        connecting = undefined;
      }
    })();
    return connecting;
  };

  return {
    /** Channels are named before the connection opens (their names are fixed identifiers). */
    on(channel: string, handlers: ChannelHandlers) {
      if (listener || connecting) throw new Error(`channel ${channel} added after the listener started`);
      channels.set(channel, handlers);
    },
    /** Opens the connection if it is not open; resolves once it is (or the attempt failed). */
    async ready(): Promise<void> {
      await connect();
    },
    async notify(channel: string, payload: string): Promise<void> {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close(): Promise<void> {
      closed = true;
      clearTimeout(retry);
      await connecting;
      const client = listener;
      listener = undefined;
      // Destroyed rather than returned to the pool: a LISTENing connection is not for reuse.
      client?.release(true);
    },
  };
}

export type PgListener = ReturnType<typeof createPgListener>;
