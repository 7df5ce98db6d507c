import { createPubSub } from '@graphql-yoga/subscription';
import type { PgListener } from './pg-listener.ts';

// Realtime fan-out through PostgreSQL LISTEN/NOTIFY, so that every API node sees every
// event whichever node wrote it. An event carries only small data (NOTIFY payloads are
// limited to 8000 bytes): ids and changed fields, never whole documents.
const CHANNEL = 'reelboard_events';

export type RealtimeEvents = {
  'profile.updated': [userId: string, payload: { userId: string; profileId: string }];
  // Every listener hears every video change and reads the video again with its own rights.
  'video.updated': [payload: { videoId: string }];
  // A new comment under a video or post; listeners read it again.
  'comment.created': [payload: { commentId: string; targetId: string; targetType: 'video' | 'post' }];
  // These people's notifications changed (issue 24); each reads its own count again.
  'notifications.changed': [payload: { recipientIds: string[] }];
  // A report, hold or moderation decision changed the admins' queue (ADR 0017).
  'moderation.changed': [payload: { targetType: string; targetId: string; action: string }];
};

type Envelope = { type: string; detail: unknown };

export function createEventBus(listener: PgListener, log: (message: string) => void = () => {}) {
  const local = new EventTarget();
  listener.on(CHANNEL, {
    onMessage: (payload) => {
      const envelope = JSON.parse(payload) as Envelope;
      local.dispatchEvent(new CustomEvent(envelope.type, { detail: envelope.detail }));
    },
  });

  const eventTarget = {
    addEventListener: (...args: Parameters<EventTarget['addEventListener']>) => {
      // The LISTEN connection is opened on the first subscription, not at start-up.
      void listener.ready();
      local.addEventListener(...args);
    },
    removeEventListener: (...args: Parameters<EventTarget['removeEventListener']>) =>
      local.removeEventListener(...args),
    dispatchEvent: (event: Event) => {
      const envelope: Envelope = { type: event.type, detail: (event as CustomEvent).detail };
      listener.notify(CHANNEL, JSON.stringify(envelope)).catch((error: Error) => {
        log(`realtime publish failed: ${error.message}`);
      });
      return true;
    },
  };

  const pubSub = createPubSub<RealtimeEvents>({ eventTarget });
  return {
    pubSub,
    /** Resolves once the LISTEN connection is up (tests wait for it before publishing). */
    ready: () => listener.ready(),
  };
}

export type EventBus = ReturnType<typeof createEventBus>;
