import type { CookieSerializeOptions } from '@fastify/cookie';
import {
  confirmSignUpRequestSchema,
  resendCodeRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
} from '@reelboard/shared/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config.ts';
import { IdentityError, type IdentityErrorName, sessionExpired } from '../identity/identity-error.ts';
import type { Actor } from '../services/actors.ts';
import type { RefreshResult } from '../services/identity/sessions.ts';
import { isChallenge } from '../services/identity/two-factor.ts';
import type { Services } from '../services/services.ts';
import { registerAccountRoutes } from './account-routes.ts';
import { clearMemberCookie, setMemberCookie } from './member-cookie.ts';
import type { ActorOf } from './request-actor.ts';
import { registerTwoFactorRoutes } from './two-factor-routes.ts';

export const REFRESH_COOKIE = 'rb_refresh';
const TOO_MANY_REQUESTS = 'Too many attempts. Please wait a few minutes before trying again.';

// Per-IP limits on top of the per-account rules of the service: they slow down one
// address trying many accounts.
const perMinute = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    errorResponseBuilder: () => new IdentityError('LimitExceededException', TOO_MANY_REQUESTS),
  },
});

// The REST face of the user pool. Routes only parse, call the service and shape the HTTP
// answer; the rules live in identity-service.ts. Errors are answered as { name, message }.
export async function registerIdentityRoutes(
  app: FastifyInstance,
  deps: {
    services: Pick<Services, 'identity' | 'account' | 'dataExport'>;
    config: Config;
    actorOf: ActorOf;
  },
) {
  const { identity } = deps.services;
  const cookieOptions: CookieSerializeOptions = {
    httpOnly: true,
    sameSite: 'strict',
    path: '/auth',
    secure: deps.config.publicUrl.startsWith('https://'),
  };

  async function sendSession(reply: FastifyReply, session: RefreshResult) {
    // The devices list (issue 22): the session's browser and masked address, at sign-in and refresh.
    await deps.services.account.devices.note(
      session.sessionId,
      reply.request.headers['user-agent'],
      reply.request.ip,
    );
    if (session.refreshToken !== null) {
      reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
        ...cookieOptions,
        maxAge: session.refreshTokenExpiresIn,
      });
      setMemberCookie(reply, session.refreshTokenExpiresIn, cookieOptions.secure === true);
    }
    return { accessToken: session.accessToken, expiresIn: session.expiresIn, user: session.user };
  }

  // An expired or revoked access token is a normal state at these routes: signing out
  // still ends the session named by the refresh cookie, and /auth/me answers "expired".
  const actorOrNobody = (request: FastifyRequest): Promise<Actor> =>
    deps.actorOf(request).catch(() => ({ kind: 'none' }) as const);

  // In a plugin scope of its own, so that this error handler answers these routes only.
  await app.register(async (scope) => {
    scope.setErrorHandler((error, request, reply) => {
      if (error instanceof IdentityError)
        return reply.status(error.status).send({ name: error.name, message: error.message });
      const status = (error as { statusCode?: number }).statusCode;
      const code = (error as { code?: string }).code;
      if (status && status >= 400 && status < 500) {
        const message = code?.startsWith('FST_') ? (error as Error).message : 'The request is not valid.';
        return reply.status(status).send({ name: 'InvalidParameterException', message });
      }
      request.log.error({ err: error }, 'identity request failed');
      return reply
        .status(500)
        .send({ name: 'InternalErrorException', message: 'Something went wrong. Try again.' });
    });
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    scope.post('/auth/sign-up', { config: perMinute(20) }, async (request) => {
      const body = parseBody(signUpRequestSchema, request.body, (field) =>
        field === 'password' ? 'InvalidPasswordException' : 'InvalidParameterException',
      );
      return identity.signUp(body.email, body.password, body.name, body.invitation);
    });

    scope.post('/auth/confirm-sign-up', { config: perMinute(30) }, async (request) => {
      const body = parseBody(confirmSignUpRequestSchema, request.body);
      await identity.confirmSignUp(body.email, body.code);
      return { nextStep: 'DONE' };
    });

    scope.post('/auth/resend-code', { config: perMinute(10) }, async (request) => {
      const body = parseBody(resendCodeRequestSchema, request.body);
      await identity.resendCode(body.email);
      return { ok: true };
    });

    scope.post('/auth/sign-in', { config: perMinute(30) }, async (request, reply) => {
      const body = parseBody(signInRequestSchema, request.body);
      const outcome = await identity.signIn(body.username, body.password, request.ip);
      // Two-factor on: the challenge goes back as it is, with no session yet (ADR 0032).
      return isChallenge(outcome) ? outcome : sendSession(reply, outcome);
    });

    scope.post('/auth/refresh', { config: perMinute(60) }, async (request, reply) => {
      // No cookie is a visitor who never signed in: a normal answer, not an error (a 401
      // here would be logged in every anonymous visitor's console on every page load).
      const refreshToken = request.cookies[REFRESH_COOKIE];
      if (!refreshToken) return reply.status(204).send();
      try {
        return sendSession(reply, await identity.refresh(refreshToken, request.ip));
      } catch (error) {
        if (error instanceof IdentityError) {
          reply.clearCookie(REFRESH_COOKIE, cookieOptions);
          clearMemberCookie(reply);
        }
        throw error;
      }
    });

    scope.post('/auth/sign-out', { config: perMinute(60) }, async (request, reply) => {
      const actor = await actorOrNobody(request);
      await identity.signOut({
        sessionId: actor.kind === 'user' ? actor.sessionId : undefined,
        refreshToken: request.cookies[REFRESH_COOKIE],
      });
      reply.clearCookie(REFRESH_COOKIE, cookieOptions);
      clearMemberCookie(reply);
      return { ok: true };
    });

    scope.get('/auth/me', { config: perMinute(120) }, async (request) => {
      const actor = await actorOrNobody(request);
      if (actor.kind !== 'user') throw sessionExpired();
      return identity.currentUser(actor.userId);
    });

    await registerTwoFactorRoutes(scope, { ...deps, sendSession, parseBody, perMinute });
    await registerAccountRoutes(scope, { ...deps, parseBody, perMinute });
  });
}

function parseBody<T>(
  schema: z.ZodType<T>,
  body: unknown,
  nameOf: (field: string | undefined) => IdentityErrorName = () => 'InvalidParameterException',
): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new IdentityError('InvalidParameterException', 'The request body must be a JSON object.');
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path[0] === undefined ? undefined : String(issue.path[0]);
  const message =
    issue?.code === 'invalid_type' && field
      ? `${field} is required and must be text.`
      : (issue?.message ?? 'Invalid input.');
  throw new IdentityError(nameOf(field), message);
}
