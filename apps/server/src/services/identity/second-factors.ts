import type { Database } from '../../db/client.ts';
import type { createRateLimiter } from '../../ops/rate-limiter.ts';
import { createPasskeys, type RelyingParty } from './passkeys.ts';
import type { SignInResult } from './sessions.ts';
import { createTwoFactor } from './two-factor.ts';
import { createTwoFactorSettings } from './two-factor-settings.ts';

// The identity service's second factors and passkeys (issue 22, ADR 0032), wired together:
// twoFactor holds the sign-in challenge (every sign-in path ends in
// twoFactor.finishFirstFactor), passkeys the WebAuthn ceremonies, settings a person's own
// choices.
export function createSecondFactors(deps: {
  db: Database;
  authSecret: string;
  now: () => Date;
  limiter: ReturnType<typeof createRateLimiter>;
  relyingParty: RelyingParty;
  startSession: (userId: string, clientIp: string) => Promise<SignInResult>;
}) {
  const passkeys = createPasskeys(deps);
  const twoFactor = createTwoFactor({ ...deps, passkeys });
  const settings = createTwoFactorSettings({ ...deps, twoFactor, passkeys });
  return { passkeys, twoFactor, settings };
}
