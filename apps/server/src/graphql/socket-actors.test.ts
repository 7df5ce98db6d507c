import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors.ts';
import type { Actor, Credentials, UserActor } from '../services/actors.ts';
import { createSocketActors } from './socket-actors.ts';

const ana: UserActor = {
  kind: 'user',
  userId: 'u-ana',
  sessionId: 's-ana',
  email: 'ana@example.com',
  level: 'admin',
};
const ben: UserActor = {
  kind: 'user',
  userId: 'u-ben',
  sessionId: 's-ben',
  email: 'ben@example.com',
  level: 'viewer',
};

async function tokenFor(actor: UserActor, expiresInSeconds: number) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: actor.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(actor.userId)
    .setExpirationTime(now + expiresInSeconds)
    .sign(new TextEncoder().encode('a-test-secret'));
}

// The actors the resolver answers now, by token; a missing token is refused as expired.
let answers: Map<string, Actor>;
let heard: (userId: string | undefined) => void;
const resolveActor = async (credentials: Credentials) => {
  const actor = answers.get(String(credentials.authorization));
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Your session has expired. Please sign in again.');
  return actor;
};

beforeEach(() => {
  vi.useFakeTimers();
  answers = new Map();
});
afterEach(() => {
  vi.useRealTimers();
});

function setUp() {
  return createSocketActors({ resolveActor, watchActors: (listener) => (heard = listener) });
}

async function opened(sockets: ReturnType<typeof setUp>, actor: UserActor, expiresInSeconds = 3600) {
  const authorization = `Bearer ${await tokenFor(actor, expiresInSeconds)}`;
  answers.set(authorization, actor);
  const end = vi.fn();
  return { authorization, end, socket: sockets.open({ authorization }, actor, end) };
}

describe('socket actors', () => {
  it('answers each operation with the actor as it is now, and ends the socket when it changed', async () => {
    const sockets = setUp();
    const { authorization, end, socket } = await opened(sockets, ana);
    expect(await socket.current()).toEqual(ana);
    answers.set(authorization, { ...ana, level: 'viewer' });
    await expect(socket.current()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(end).toHaveBeenCalledOnce();
  });

  it("re-checks a user's sockets when their actor changes, and everyone's after a deaf spell", async () => {
    const sockets = setUp();
    const first = await opened(sockets, ana);
    const second = await opened(sockets, ben);
    answers.set(first.authorization, { ...ana, level: 'creator' });
    answers.delete(second.authorization);
    heard('u-someone-else');
    await vi.advanceTimersByTimeAsync(0);
    expect([first.end.mock.calls.length, second.end.mock.calls.length]).toEqual([0, 0]);
    heard('u-ana');
    await vi.advanceTimersByTimeAsync(0);
    expect([first.end.mock.calls.length, second.end.mock.calls.length]).toEqual([1, 0]);
    heard(undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect([first.end.mock.calls.length, second.end.mock.calls.length]).toEqual([1, 1]);
  });

  it('ends a socket when its access token expires, and forgets closed sockets', async () => {
    const sockets = setUp();
    const expiring = await opened(sockets, ana, 60);
    const closed = await opened(sockets, ben, 60);
    closed.socket.closed();
    await vi.advanceTimersByTimeAsync(59_000);
    expect(expiring.end).not.toHaveBeenCalled();
    // The resolver refuses the token from its expiry on.
    answers.delete(expiring.authorization);
    answers.delete(closed.authorization);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(expiring.end).toHaveBeenCalledOnce();
    heard(undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(closed.end).not.toHaveBeenCalled();
  });
});
