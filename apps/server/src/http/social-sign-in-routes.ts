import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { IdentityError } from '../identity/identity-error.ts';
import { SOCIAL_PROVIDERS, type SocialProviderName } from '../identity/social-providers.ts';
import { isChallenge } from '../services/identity/two-factor.ts';
import type { Services } from '../services/services.ts';
import { REFRESH_COOKIE } from './identity-routes.ts';
import { setMemberCookie } from './member-cookie.ts';

const PENDING_COOKIE = 'rb_social';
const providerParams = z.object({ provider: z.enum(SOCIAL_PROVIDERS) });
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const LABELS: Record<SocialProviderName, string> = { google: 'Google', facebook: 'Facebook' };

// Sign-in with Google and Facebook (ADR 0033). The browser goes to /start, which sends it to
// the provider with the sealed checks in a short-lived cookie, and the provider sends it back
// to /callback. Both are navigations, so every answer is a redirect to the web app: the home
// page with a session, /signin#challenge=... for the second factor (ADR 0032), or
// /signin#social-error=<name>&message=... (a fragment: it never reaches a server's logs).
export async function registerSocialSignInRoutes(
  app: FastifyInstance,
  deps: { services: Pick<Services, 'socialSignIn'>; config: Config },
) {
  const { socialSignIn } = deps.services;
  const secure = deps.config.publicUrl.startsWith('https://');
  // Lax, not Strict: the provider's redirect back is a cross-site navigation, which must carry it.
  const pendingCookie = { httpOnly: true, sameSite: 'lax', path: '/auth/social', secure } as const;
  // The same cookie identity-routes.ts sets at sign-in, so /auth/refresh restores the session.
  const refreshCookie = { httpOnly: true, sameSite: 'strict', path: '/auth', secure } as const;

  const toSignIn = (reply: FastifyReply, fragment: Record<string, string>) =>
    reply.redirect(`/signin#${new URLSearchParams(fragment)}`, 303);

  function refuse(request: FastifyRequest, reply: FastifyReply, error: unknown) {
    if (error instanceof IdentityError) {
      if (error.cause) request.log.warn({ err: error.cause }, 'social sign-in refused');
      return toSignIn(reply, { 'social-error': error.name, message: error.message });
    }
    request.log.error({ err: error }, 'social sign-in failed');
    const message = 'The sign-in could not be completed. Please try again.';
    return toSignIn(reply, { 'social-error': 'InternalErrorException', message });
  }

  function providerOf(request: FastifyRequest): SocialProviderName | undefined {
    const parsed = providerParams.safeParse(request.params);
    return parsed.success && socialSignIn.enabled(parsed.data.provider) ? parsed.data.provider : undefined;
  }

  const notOffered = (reply: FastifyReply) =>
    toSignIn(reply, {
      'social-error': 'NotAuthorizedException',
      message: 'This sign-in is not offered here.',
    });

  app.get('/auth/social/providers', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { providers: SOCIAL_PROVIDERS.filter((name) => socialSignIn.enabled(name)) };
  });

  app.get('/auth/social/:provider/start', { config: perMinute(30) }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const provider = providerOf(request);
    if (!provider) return notOffered(reply);
    try {
      const { url, sealed } = await socialSignIn.start(provider);
      reply.setCookie(PENDING_COOKIE, sealed, { ...pendingCookie, maxAge: 600 });
      return reply.redirect(url, 303);
    } catch (error) {
      return refuse(request, reply, error);
    }
  });

  app.get('/auth/social/:provider/callback', { config: perMinute(30) }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const provider = providerOf(request);
    if (!provider) return notOffered(reply);
    const sealed = request.cookies[PENDING_COOKIE];
    reply.clearCookie(PENDING_COOKIE, pendingCookie);
    const query = request.raw.url?.split('?')[1] ?? '';
    if (new URLSearchParams(query).has('error')) {
      const message = `Sign-in with ${LABELS[provider]} was cancelled.`;
      return toSignIn(reply, { 'social-error': 'NotAuthorizedException', message });
    }
    try {
      const outcome = await socialSignIn.callback(provider, query, sealed, request.ip);
      if (isChallenge(outcome)) {
        return toSignIn(reply, {
          challenge: outcome.Session,
          factors: outcome.AvailableChallenges.join(','),
        });
      }
      reply.setCookie(REFRESH_COOKIE, outcome.refreshToken, {
        ...refreshCookie,
        maxAge: outcome.refreshTokenExpiresIn,
      });
      setMemberCookie(reply, outcome.refreshTokenExpiresIn, secure);
      return reply.redirect('/', 303);
    } catch (error) {
      return refuse(request, reply, error);
    }
  });
}
