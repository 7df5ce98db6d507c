import { describe, expect, it } from 'vitest';
import { anonymousReader, userActor } from '../../test/actors.ts';
import {
  type Actor,
  createActorResolver,
  credentialsFrom,
  isAdmin,
  requireAdmin,
  requireReader,
  requireUser,
} from './actors.ts';

const KEY = 'public-key-public-key';
const session = { userId: 'u1', sessionId: 's1', email: 'a@example.com', level: 'creator' as const };
const resolveActor = createActorResolver({
  authenticate: async (token) => (token === 'good-token' ? session : undefined),
  publicApiKey: KEY,
});

describe('resolveActor', () => {
  it('turns a valid bearer token into the user with their level', async () => {
    expect(await resolveActor({ authorization: 'Bearer good-token' })).toEqual({ kind: 'user', ...session });
    expect(await resolveActor({ authorization: 'bearer   good-token' })).toMatchObject({ kind: 'user' });
  });

  it('refuses a bad, revoked or malformed token instead of treating it as anonymous', async () => {
    for (const authorization of ['Bearer revoked', 'Bearer', 'Basic good-token', 'good-token']) {
      await expect(resolveActor({ authorization, apiKey: KEY })).rejects.toMatchObject({
        code: 'UNAUTHENTICATED',
      });
    }
  });

  it('knows the public API key and nobody else', async () => {
    expect(await resolveActor({ apiKey: KEY })).toEqual({ kind: 'apiKey' });
    expect(await resolveActor({ apiKey: `${KEY}x` })).toEqual({ kind: 'none' });
    expect(await resolveActor({})).toEqual({ kind: 'none' });
  });

  it('reads HTTP headers and graphql-ws init payloads alike', () => {
    expect(credentialsFrom({ authorization: 'Bearer a', 'x-api-key': 'k' })).toEqual({
      authorization: 'Bearer a',
      apiKey: 'k',
    });
    expect(credentialsFrom({ Authorization: 'Bearer a', 'X-Api-Key': 'k' })).toEqual({
      authorization: 'Bearer a',
      apiKey: 'k',
    });
  });
});

describe('checks', () => {
  const nobody: Actor = { kind: 'none' };
  const viewer = userActor('v1');
  const admin = userActor('a1', 'admin');

  it('lets readers with a credential read, and nobody nothing', () => {
    expect(() => requireReader(anonymousReader)).not.toThrow();
    expect(() => requireReader(viewer)).not.toThrow();
    expect(() => requireReader(nobody)).toThrow('Not Authorized to access this field.');
  });

  it('tells users and admins apart', () => {
    expect(requireUser(viewer)).toBe(viewer);
    expect(() => requireUser(anonymousReader, 'Please sign in.')).toThrow('Please sign in.');
    expect(requireAdmin(admin)).toBe(admin);
    expect(() => requireAdmin(viewer)).toThrow();
    expect([isAdmin(admin), isAdmin(viewer), isAdmin(anonymousReader)]).toEqual([true, false, false]);
  });
});
