import type { SessionUser } from '@reelboard/shared/auth';
import { ApiError, requestJson } from './http';
import { markSignedIn } from './signed-in-marker';

// The signed-in session. The access token lives only in this module's memory; the refresh
// token is an httpOnly cookie the browser sends to /auth/refresh, so a reload restores the
// session without the token ever touching storage that scripts can read.
type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'signedIn'; user: SessionUser }
  | { status: 'signedOut'; user: null };

type SessionResponse = { accessToken: string; expiresIn: number; user: SessionUser };

const AUTH_START_TIMEOUT_MS = 5000;
const TOKEN_MARGIN_MS = 10_000;

let state: SessionState = { status: 'loading', user: null };
let accessToken: string | null = null;
// When the server stops accepting the access token (from the expiresIn it came with).
let accessTokenExpiresAt = 0;
const listeners = new Set<() => void>();
const expiryListeners = new Set<() => void>();

function setState(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

export const getSessionState = () => state;
export const getAccessToken = () => accessToken;

/**
 * The access token, refreshed first when it has expired or is about to: for a WebSocket,
 * which the server closes when its token expires and which reconnects with this one.
 */
export async function freshAccessToken(): Promise<string | null> {
  if (accessToken && Date.now() > accessTokenExpiresAt - TOKEN_MARGIN_MS) await refreshSession();
  return accessToken;
}

export function subscribeToSession(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Called when a signed-in request was refused and the session could not be refreshed. */
export function onSessionExpired(listener: () => void) {
  expiryListeners.add(listener);
  return () => {
    expiryListeners.delete(listener);
  };
}

function startSession(session: SessionResponse) {
  markSignedIn(true);
  accessToken = session.accessToken;
  accessTokenExpiresAt = Date.now() + session.expiresIn * 1000;
  setState({ status: 'signedIn', user: session.user });
}

function clearSession() {
  markSignedIn(false);
  accessToken = null;
  setState({ status: 'signedOut', user: null });
}

let refreshing: Promise<boolean> | null = null;

// One refresh at a time: the refresh token rotates on use, so a second parallel refresh
// would present a token that was just replaced.
function refreshSession(signal?: AbortSignal): Promise<boolean> {
  // 204 (no body) means there is no session cookie: a visitor who is simply signed out.
  refreshing ??= requestJson<SessionResponse | undefined>('/auth/refresh', { method: 'POST', signal })
    .then(
      (session) => {
        if (!session) return false;
        startSession(session);
        return true;
      },
      () => false,
    )
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

let restoring: Promise<void> | null = null;

/** Restores the session from the refresh cookie once per page load; gives up (signed out) after the time-out. */
export function restoreSession(timeoutMs = AUTH_START_TIMEOUT_MS): Promise<void> {
  restoring ??= (async () => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<false>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve(false);
      }, timeoutMs);
    });
    const restored = await Promise.race([refreshSession(controller.signal), timedOut]);
    clearTimeout(timer);
    if (!restored && state.status === 'loading') clearSession();
  })();
  return restoring;
}

/** Two-factor sign-in is on: the password was right, and a second factor must follow (ADR 0032). */
export type SignInChallenge = {
  ChallengeName: 'SOFTWARE_TOKEN_MFA';
  Session: string;
  AvailableChallenges: ('SOFTWARE_TOKEN_MFA' | 'WEB_AUTHN')[];
};

export async function signIn(email: string, password: string): Promise<SessionUser | SignInChallenge> {
  const answer = await requestJson<SessionResponse | SignInChallenge>('/auth/sign-in', {
    method: 'POST',
    body: { username: email, password },
  });
  if ('ChallengeName' in answer) return answer;
  startSession(answer);
  return answer.user;
}

/** A sign-in step that answers with a session: the second factor, or a passkey alone. */
export async function completeSignIn(path: string, body: unknown): Promise<SessionUser> {
  const session = await requestJson<SessionResponse>(path, { method: 'POST', body });
  startSession(session);
  return session.user;
}

export async function signOut(): Promise<void> {
  try {
    await requestJson('/auth/sign-out', {
      method: 'POST',
      headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
    });
  } catch (error) {
    // A session the server no longer knows is signed out already.
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
  clearSession();
}

/** Re-reads the session user, e.g. after the profile's username or picture changed. */
export async function reloadUser(): Promise<void> {
  const response = await authorizedFetch('/auth/me');
  if (!response.ok) return;
  const user = (await response.json()) as SessionUser;
  if (state.status === 'signedIn') setState({ status: 'signedIn', user });
}

function withToken(init: RequestInit, token: string | null): RequestInit {
  if (!token) return init;
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${token}`);
  return { ...init, headers };
}

const isUnauthorizedStatus = async (response: Response) => response.status === 401;

/**
 * fetch with the access token. When the server refuses the token, refreshes once and
 * retries; when that fails too, the session is over and the expiry listeners are told.
 */
export async function authorizedFetch(
  input: RequestInfo | URL,
  init: RequestInit = {},
  isUnauthorized: (response: Response) => Promise<boolean> = isUnauthorizedStatus,
): Promise<Response> {
  const token = accessToken;
  const response = await fetch(input, withToken(init, token));
  if (!token || !(await isUnauthorized(response))) return response;
  // Another request may have refreshed the token while this one was under way.
  const refreshed = accessToken !== null && accessToken !== token ? true : await refreshSession();
  if (refreshed) return fetch(input, withToken(init, accessToken));
  if (state.status === 'signedIn') {
    clearSession();
    for (const listener of expiryListeners) listener();
  }
  return response;
}
