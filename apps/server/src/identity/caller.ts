import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { AppError } from '../errors.ts';
import type { Caller } from '../graphql/context.ts';
import type { IdentityService } from './identity-service.ts';

// The two auth modes of the data API: `Authorization: Bearer <access token>` for a
// signed-in user, or the public API key in `x-api-key` (as AppSync clients send it).
// A token that is present but invalid or revoked is an error, not a silent downgrade, so
// the client knows to refresh.
export async function resolveCaller(
  headers: IncomingHttpHeaders | Record<string, unknown>,
  identity: IdentityService,
  publicApiKey: string,
): Promise<Caller> {
  // HTTP headers arrive lower-cased; graphql-ws init payloads keep the client's spelling.
  const authorization = headers.authorization ?? headers.Authorization;
  if (typeof authorization === 'string' && authorization.length > 0) {
    const token = authorization.replace(/^Bearer\s+/i, '');
    const session = await identity.authenticate(token);
    if (!session) throw new AppError('UNAUTHENTICATED', 'Your session has expired. Please sign in again.');
    return { kind: 'user', ...session };
  }
  const apiKey = headers['x-api-key'] ?? headers['X-Api-Key'];
  if (typeof apiKey === 'string' && sameSecret(apiKey, publicApiKey)) return { kind: 'apiKey' };
  return { kind: 'none' };
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
