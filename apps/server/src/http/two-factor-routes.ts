import { isUuid } from '@reelboard/shared/ids';
import {
  challengeSessionRequestSchema,
  passkeyRegisterRequestSchema,
  passkeyRenameRequestSchema,
  passkeySignInRequestSchema,
  respondToChallengeRequestSchema,
  totpEnableRequestSchema,
  twoFactorDisableRequestSchema,
} from '@reelboard/shared/two-factor';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { IdentityError, sessionExpired } from '../identity/identity-error.ts';
import type { RefreshResult } from '../services/identity/sessions.ts';
import type { Services } from '../services/services.ts';
import type { ActorOf } from './request-actor.ts';

// The REST face of two-factor sign-in and passkeys (issue 22, ADR 0032), registered inside
// the identity routes' scope (same error answers, no-store). The sign-in side answers
// without a session (the challenge step and passwordless passkeys); the settings side acts
// on the signed-in caller's own account only.
export async function registerTwoFactorRoutes(
  scope: FastifyInstance,
  deps: {
    services: Pick<Services, 'identity'>;
    actorOf: ActorOf;
    sendSession: (reply: FastifyReply, session: RefreshResult) => unknown;
    /** The identity routes' own input parsing and per-address limits, so that answers match. */
    parseBody: <T>(schema: z.ZodType<T>, body: unknown) => T;
    perMinute: (max: number) => object;
  },
) {
  const { parseBody, perMinute } = deps;
  const { twoFactor, passkeys, settings } = deps.services.identity.secondFactors;

  const signedInUser = async (request: FastifyRequest): Promise<string> => {
    const actor = await deps.actorOf(request).catch(() => undefined);
    if (actor?.kind !== 'user') throw sessionExpired();
    return actor.userId;
  };
  const passkeyId = (request: FastifyRequest) => {
    const { id } = request.params as { id?: string };
    if (!id || !isUuid(id)) throw new IdentityError('InvalidParameterException', 'No such passkey.');
    return id;
  };

  // Cognito's RespondToAuthChallenge: the code (or recovery code) or a passkey's answer.
  scope.post('/auth/respond-to-challenge', { config: perMinute(30) }, async (request, reply) => {
    const body = parseBody(respondToChallengeRequestSchema, request.body);
    const session = await twoFactor.respondToChallenge(
      body.ChallengeName === 'WEB_AUTHN'
        ? {
            session: body.Session,
            challengeName: 'WEB_AUTHN',
            credential: body.ChallengeResponses.CREDENTIAL,
          }
        : {
            session: body.Session,
            challengeName: 'SOFTWARE_TOKEN_MFA',
            code: body.ChallengeResponses.SOFTWARE_TOKEN_MFA_CODE,
          },
      request.ip,
    );
    return deps.sendSession(reply, session);
  });

  scope.post('/auth/passkeys/second-factor-options', { config: perMinute(30) }, async (request) => {
    const body = parseBody(challengeSessionRequestSchema, request.body);
    return passkeys.secondFactorOptions(await twoFactor.challengedUser(body.Session));
  });

  scope.post('/auth/passkeys/sign-in-options', { config: perMinute(30) }, async () =>
    passkeys.signInOptions(),
  );

  scope.post('/auth/passkeys/sign-in', { config: perMinute(30) }, async (request, reply) => {
    const body = parseBody(passkeySignInRequestSchema, request.body);
    return deps.sendSession(reply, await passkeys.signIn(body.credential, request.ip));
  });

  scope.get('/auth/two-factor', { config: perMinute(120) }, async (request) =>
    settings.status(await signedInUser(request)),
  );

  scope.post('/auth/two-factor/totp/setup', { config: perMinute(20) }, async (request) =>
    settings.setUpTotp(await signedInUser(request)),
  );

  scope.post('/auth/two-factor/totp/enable', { config: perMinute(30) }, async (request) => {
    const userId = await signedInUser(request);
    return settings.enableTotp(userId, parseBody(totpEnableRequestSchema, request.body).code);
  });

  scope.post('/auth/two-factor/disable', { config: perMinute(30) }, async (request) => {
    const userId = await signedInUser(request);
    await settings.disable(userId, parseBody(twoFactorDisableRequestSchema, request.body));
    return { ok: true };
  });

  scope.post('/auth/passkeys/registration-options', { config: perMinute(20) }, async (request) =>
    passkeys.registrationOptions(await signedInUser(request)),
  );

  scope.post('/auth/passkeys', { config: perMinute(20) }, async (request) => {
    const userId = await signedInUser(request);
    const body = parseBody(passkeyRegisterRequestSchema, request.body);
    return passkeys.register(userId, body.name, body.credential);
  });

  scope.post('/auth/passkeys/:id/rename', { config: perMinute(30) }, async (request) => {
    const userId = await signedInUser(request);
    await passkeys.rename(
      userId,
      passkeyId(request),
      parseBody(passkeyRenameRequestSchema, request.body).name,
    );
    return { ok: true };
  });

  scope.post('/auth/passkeys/:id/remove', { config: perMinute(30) }, async (request) => {
    const userId = await signedInUser(request);
    await passkeys.remove(userId, passkeyId(request));
    return { ok: true };
  });
}
