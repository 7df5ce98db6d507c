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

// PostgreSQL's limit: a payload must be shorter than this.
const MAX_PAYLOAD_BYTES = 8000;
// pg_notify for each row, in the order of the arrays.
const NOTIFY_ALL = `select pg_notify(channel, payload)
  from unnest($1::text[], $2::text[]) with ordinality as batch(channel, payload, position)
  order by position`;

export function createPgListener(pool: pg.Pool, log: (message: string) => void = () => {}) {
  const channels = new Map<string, ChannelHandlers>();
  let listener: pg.PoolClient | undefined;
  let connecting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  // Notifications wait here while a batch is on its way, then go out together.
  let waiting: { channel: string; payload: string }[] = [];
  let nextBatch: Promise<void> | undefined;
  let previousSent: Promise<unknown> = Promise.resolve();

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
    /**
     * Sends a notification; resolves once it is committed. Notifications asked for while a
     * batch is on its way go out together in the next one (one statement, one commit),
     * in the order asked: under load, every write of a turn shares one round trip instead
     * of each taking a pool connection for its own (ADR 0020).
     */
    notify(channel: string, payload: string): Promise<void> {
      // Refused here rather than by PostgreSQL, which would fail the whole batch with it.
      if (Buffer.byteLength(payload) >= MAX_PAYLOAD_BYTES) {
        return Promise.reject(new Error(`notification payload too long for ${channel}`));
      }
      waiting.push({ channel, payload });
      if (!nextBatch) {
        nextBatch = previousSent.then(async () => {
          const batch = waiting;
          waiting = [];
          nextBatch = undefined;
          const channels = batch.map((item) => item.channel);
          await pool.query(NOTIFY_ALL, [channels, batch.map((item) => item.payload)]);
        });
        previousSent = nextBatch.catch(() => {});
      }
      return nextBatch;
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
