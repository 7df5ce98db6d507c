import { randomUUID } from 'node:crypto';
import type { Level } from '@reelboard/shared/levels';
import type { Actor, UserActor } from '../src/services/actors.ts';

// Actors for service tests that call a service directly instead of through an entry point.
export const nobody: Actor = { kind: 'none' };
export const anonymousReader: Actor = { kind: 'apiKey' };

export function userActor(
  userId: string,
  level: Level = 'viewer',
  email = `${userId}@example.com`,
): UserActor {
  return { kind: 'user', userId, sessionId: randomUUID(), email, level };
}

export const adminActor = (userId: string) => userActor(userId, 'admin');
