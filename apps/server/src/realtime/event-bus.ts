import { createPubSub } from 'graphql-yoga';
import type pg from 'pg';

// Realtime fan-out through PostgreSQL LISTEN/NOTIFY, so that every API node sees every
// event whichever node wrote it. An event carries only small data (NOTIFY payloads are
// limited to 8000 bytes): ids and changed fields, never whole documents.
const CHANNEL = 'reelboard_events';
const RECONNECT_DELAY_MS = 1000;

export type RealtimeEvents = {
  'profile.updated': [userId: string, payload: { userId: string; profileId: string }];
  // Every listener hears every video change and reads the video again with its own rights.
  'video.updated': [payload: { videoId: string }];
  // A new comment under a video or post; listeners read it again.
  'comment.created': [payload: { commentId: string; targetId: string; targetType: 'video' | 'post' }];
  // A report, hold or moderation decision changed the admins' queue (ADR 0017).
  'moderation.changed': [payload: { targetType: string; targetId: string; action: string }];
};

type Envelope = { type: string; detail: unknown };

export function createEventBus(pool: pg.Pool, log: (message: string) => void = () => {}) {
  const local = new EventTarget();
  let listener: pg.PoolClient | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;

  // The LISTEN connection is opened on the first subscription, not at start-up.
  const listen = () => {
    if (listener || connecting || closed) return connecting;
    connecting = (async () => {
      try {
        const client = await pool.connect();
        client.on('notification', (message) => {
          if (!message.payload) return;
          const envelope = JSON.parse(message.payload) as Envelope;
          local.dispatchEvent(new CustomEvent(envelope.type, { detail: envelope.detail }));
        });
        client.on('error', (error) => {
          // Errors of a connection already given up (closed, or replaced) are of no interest.
          if (listener !== client) return;
          log(`realtime listener lost its connection: ${error.message}`);
          listener = undefined;
          client.release(true);
          if (!closed) setTimeout(listen, RECONNECT_DELAY_MS);
        });
        listener = client;
        await client.query(`listen ${CHANNEL}`);
      } catch (error) {
        log(`realtime listener could not connect: ${(error as Error).message}`);
        const failed = listener;
        listener = undefined;
        failed?.release(true);
        if (!closed) setTimeout(listen, RECONNECT_DELAY_MS);
      } finally {
        connecting = undefined;
      }
    })();
    return connecting;
  };

  const eventTarget = {
    addEventListener: (...args: Parameters<EventTarget['addEventListener']>) => {
      void listen();
      local.addEventListener(...args);
    },
    removeEventListener: (...args: Parameters<EventTarget['removeEventListener']>) =>
      local.removeEventListener(...args),
    dispatchEvent: (event: Event) => {
      const envelope: Envelope = { type: event.type, detail: (event as CustomEvent).detail };
      pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(envelope)]).catch((error: Error) => {
        log(`realtime publish failed: ${error.message}`);
      });
      return true;
    },
  };

  const pubSub = createPubSub<RealtimeEvents>({ eventTarget });
  return {
    pubSub,
    /** Resolves once the LISTEN connection is up (tests wait for it before publishing). */
    ready: async () => {
      await listen();
    },
    close: async () => {
      closed = true;
      await connecting;
      const client = listener;
      listener = undefined;
      // Destroyed rather than returned to the pool: a LISTENing connection is not for reuse.
      client?.release(true);
    },
  };
}

export type EventBus = ReturnType<typeof createEventBus>;
