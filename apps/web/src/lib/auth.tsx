import type { SessionUser } from '@reelboard/shared/auth';
import { createContext, type ReactNode, use, useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  completeSignIn,
  getSessionState,
  reloadUser,
  restoreSession,
  type SignInChallenge,
  signIn,
  signOut,
  subscribeToSession,
} from './session';

type AuthContextValue = {
  status: 'loading' | 'signedIn' | 'signedOut';
  user: SessionUser | null;
  /** The user, or the second-factor challenge when two-factor sign-in is on. */
  signIn: (email: string, password: string) => Promise<SessionUser | SignInChallenge>;
  completeSignIn: (path: string, body: unknown) => Promise<SessionUser>;
  signOut: () => Promise<void>;
  reloadUser: () => Promise<void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  // Still loading in the HTML written at build time (prerender.tsx) and in the render that hydrates it.
  const session = useSyncExternalStore(subscribeToSession, getSessionState, getSessionState);

  useEffect(() => {
    void restoreSession();
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ status: session.status, user: session.user, signIn, completeSignIn, signOut, reloadUser }),
    [session],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const context = use(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
