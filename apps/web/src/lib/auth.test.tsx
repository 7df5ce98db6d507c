import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// lib/session keeps the session in module state, so every test loads a fresh copy.
const freshAuth = async () => {
  vi.resetModules();
  return import('./auth');
};

const renderUseAuth = async () => {
  const { AuthProvider, useAuth } = await freshAuth();
  return renderHook(() => useAuth(), { wrapper: AuthProvider });
};

const sessionBody = {
  accessToken: 'token-1',
  expiresIn: 900,
  user: { sub: 'user-1', username: 'ada', email: 'ada@example.com' },
};

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AuthProvider', () => {
  it('gives up on a current-user check that takes longer than 5 seconds', async () => {
    const fetch = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const { result } = await renderUseAuth();

    expect(fetch).toHaveBeenCalledWith('/auth/refresh', expect.objectContaining({ method: 'POST' }));
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(result.current.status).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.status).toBe('signedOut');
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });

  it('restores the session from the refresh cookie', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(sessionBody)),
    );
    const { result } = await renderUseAuth();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.status).toBe('signedIn');
    expect(result.current.user?.username).toBe('ada');
  });

  it('leaves the user signed out when there is no session', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ name: 'NotAuthorizedException', message: 'x' }, { status: 401 })),
    );
    const { result } = await renderUseAuth();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.status).toBe('signedOut');
  });

  it('refuses to be used outside its provider', async () => {
    const { useAuth } = await freshAuth();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });
});
