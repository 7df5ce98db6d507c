import { isUuid } from '@reelboard/shared/ids';
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'reelboard';
const ALGORITHM = 'HS256';

export type AccessTokenClaims = { userId: string; sessionId: string };

// Short-lived access tokens: a signed JWT that names the user (sub) and the session (sid).
// The token alone is not trusted: authenticate() also checks that the session is live, so
// signing out takes effect at once.
export function createAccessTokens(options: { secret: string; ttlSeconds: number; now: () => Date }) {
  const key = new TextEncoder().encode(options.secret);

  return {
    async issue(claims: AccessTokenClaims): Promise<string> {
      const issuedAt = Math.floor(options.now().getTime() / 1000);
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuer(ISSUER)
        .setSubject(claims.userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + options.ttlSeconds)
        .sign(key);
    },

    /** The claims of a valid, unexpired token of ours; undefined for anything else. */
    async verify(token: string): Promise<(AccessTokenClaims & { expiresAt: number }) | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: [ALGORITHM],
          currentDate: options.now(),
          requiredClaims: ['sub', 'sid', 'exp'],
        });
        const { sub, sid, exp } = payload;
        if (typeof sub !== 'string' || typeof sid !== 'string' || !isUuid(sub) || !isUuid(sid))
          return undefined;
        return { userId: sub, sessionId: sid, expiresAt: (exp ?? 0) * 1000 };
      } catch {
        return undefined;
      }
    },
  };
}
