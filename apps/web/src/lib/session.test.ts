import { afterEach, describe, expect, it, vi } from 'vitest';

const freshSession = async () => {
  vi.resetModules();
  return import('./session');
};

const session = (token: string) => ({
  accessToken: token,
  expiresIn: 900,
  user: { sub: 'user-1', username: 'ada', email: 'ada@example.com' },
});

const authorizationOf = (init?: RequestInit) => new Headers(init?.headers).get('authorization');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('authorizedFetch', () => {
  it('refreshes a refused token once and retries with the new one', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (input === '/auth/sign-in') return Response.json(session('old'));
      if (input === '/auth/refresh') return Response.json(session('new'));
      return authorizationOf(init) === 'Bearer new'
        ? Response.json({ ok: true })
        : new Response(null, { status: 401 });
    });
    vi.stubGlobal('fetch', fetch);
    const { signIn, authorizedFetch, getSessionState } = await freshSession();
    await signIn('ada@example.com', 'secret-password');

    const response = await authorizedFetch('/api/thing');

    expect(response.status).toBe(200);
    expect(fetch.mock.calls.map(([input]) => input)).toEqual([
      '/auth/sign-in',
      '/api/thing',
      '/auth/refresh',
      '/api/thing',
    ]);
    expect(getSessionState().status).toBe('signedIn');
  });

  it('ends the session and tells the listeners when the refresh fails', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      if (input === '/auth/sign-in') return Response.json(session('old'));
      return Response.json({ name: 'NotAuthorizedException', message: 'expired' }, { status: 401 });
    });
    vi.stubGlobal('fetch', fetch);
    const { signIn, authorizedFetch, getSessionState, onSessionExpired } = await freshSession();
    const expired = vi.fn();
    onSessionExpired(expired);
    await signIn('ada@example.com', 'secret-password');

    const response = await authorizedFetch('/api/thing');

    expect(response.status).toBe(401);
    expect(fetch).toHaveBeenCalledTimes(3); // sign-in, request, one refresh: no retry loop
    expect(getSessionState()).toEqual({ status: 'signedOut', user: null });
    expect(expired).toHaveBeenCalledOnce();
  });

  it('sends anonymous requests without a token and never refreshes for them', async () => {
    const fetch = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 401 }),
    );
    vi.stubGlobal('fetch', fetch);
    const { authorizedFetch } = await freshSession();

    await authorizedFetch('/api/thing');

    expect(fetch).toHaveBeenCalledOnce();
    expect(authorizationOf(fetch.mock.calls[0]?.[1])).toBeNull();
  });

  it('restores a visitor without a session cookie (204) as signed out', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    const { restoreSession, getSessionState } = await freshSession();

    await restoreSession();

    expect(getSessionState()).toEqual({ status: 'signedOut', user: null });
    expect(fetch).toHaveBeenCalledOnce();
  });
});

describe('freshAccessToken', () => {
  it('answers the token while it lives, and refreshes it once it is about to expire', async () => {
    vi.useFakeTimers();
    try {
      let issued = 0;
      const fetch = vi.fn(async (_input: RequestInfo | URL) => Response.json(session(`token-${++issued}`)));
      vi.stubGlobal('fetch', fetch);
      const { signIn, freshAccessToken } = await freshSession();
      await signIn('ada@example.com', 'secret-password');
      expect(await freshAccessToken()).toBe('token-1');
      vi.advanceTimersByTime(895_000); // 5 s before the 900 s are up
      expect(await freshAccessToken()).toBe('token-2');
      expect(fetch.mock.calls.map(([input]) => input)).toEqual(['/auth/sign-in', '/auth/refresh']);
    } finally {
      vi.useRealTimers();
    }
  });
});
