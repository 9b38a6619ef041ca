import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Messages, type TokenResponse } from '@hearth/contract';
import { connectAuth } from '../../api/client';
import { showInfo } from '../toasts';
import { evaluateSession, nowInSeconds, signedOut, subjectMatchesLogin, type SessionState } from './session-logic';
import { clearStoredAuth, readStoredAuth, writeStoredAuth } from './session-storage';
import { preloadForStoredSession } from '../signed-in-home';

export interface SessionApi {
  session: SessionState;
  /** Accepts the answer of POST /token; false when the token does not belong to the typed login name. */
  login: (response: TokenResponse, typedUsername: string) => boolean;
  logout: () => void;
  /** Swaps in a fresh token (after a profile or password change), keeping the session e-mail in sync. */
  replaceToken: (token: string, email?: string) => void;
}

export const SessionContext = createContext<SessionApi | null>(null);

export function useSession(): SessionApi {
  const api = useContext(SessionContext);
  if (!api) throw new Error('useSession needs a SessionProvider above it');
  return api;
}

const RECHECK_INTERVAL_MS = 30_000;

function initialSession(): SessionState {
  const session = evaluateSession(readStoredAuth(window.localStorage), nowInSeconds());
  // A stale token left from an earlier visit is dropped quietly: nobody was signed in to be told.
  if (session.status === 'signed-out') clearStoredAuth(window.localStorage);
  else if (session.status === 'signed-in') preloadForStoredSession(window.location.pathname, session.claims.defaultAccountId !== null);
  return session;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  // Outside a data router navigate() changes with every address; through a ref, login and logout keep
  // one identity and the session's consumers do not re-render on each navigation.
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const queryClient = useQueryClient();
  const [session, setSession] = useState<SessionState>(initialSession);
  const sessionRef = useRef(session);
  sessionRef.current = session;

  const logout = useCallback(() => {
    clearStoredAuth(window.localStorage);
    setSession(signedOut());
    navigateRef.current('/');
    showInfo(Messages.loggedOut);
  }, []);

  const login = useCallback(
    (response: TokenResponse, typedUsername: string) => {
      const next = evaluateSession({ token: response.token, email: response.email }, nowInSeconds());
      if (next.status !== 'signed-in' || !subjectMatchesLogin(next.claims, typedUsername)) {
        logout();
        return false;
      }
      writeStoredAuth(window.localStorage, { token: next.token, email: next.email });
      // Before the signed-in pages mount: their first queries must land in the fresh cache.
      queryClient.clear();
      setSession(next);
      navigateRef.current('/');
      return true;
    },
    [logout, queryClient],
  );

  const replaceToken = useCallback(
    (token: string, email?: string) => {
      const current = sessionRef.current;
      const sessionEmail = email ?? (current.status === 'signed-in' ? current.email : '');
      const next = evaluateSession({ token, email: sessionEmail }, nowInSeconds());
      if (next.status !== 'signed-in') {
        logout();
        return;
      }
      writeStoredAuth(window.localStorage, { token, email: sessionEmail });
      setSession(next);
    },
    [logout],
  );

  // The client reads the token through the session, and hands back refusals of it. It is connected during
  // the first render, because children's effects (their first queries) run before this component's.
  const logoutRef = useRef(logout);
  logoutRef.current = logout;
  const disconnect = useRef<(() => void) | null>(null);
  const authHooks = useMemo(
    () => ({
      token: () => (sessionRef.current.status === 'signed-in' ? sessionRef.current.token : null),
      onUnauthorised: () => {
        if (sessionRef.current.status === 'signed-in') logoutRef.current();
      },
    }),
    [],
  );
  disconnect.current ??= connectAuth(authHooks);
  useEffect(() => {
    disconnect.current ??= connectAuth(authHooks);
    return () => {
      disconnect.current?.();
      disconnect.current = null;
    };
  }, [authHooks]);

  // Expiry is re-checked on a timer, on focus and when another tab changes the stored session.
  useEffect(() => {
    const recheck = () => {
      const current = sessionRef.current;
      const stored = evaluateSession(readStoredAuth(window.localStorage), nowInSeconds());
      if (current.status !== 'signed-in') {
        if (stored.status === 'signed-in') setSession(stored);
        return;
      }
      if (stored.status !== 'signed-in') logout();
      else if (stored.token !== current.token) setSession(stored);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') recheck();
    };
    const timer = window.setInterval(recheck, RECHECK_INTERVAL_MS);
    window.addEventListener('focus', recheck);
    window.addEventListener('storage', recheck);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', recheck);
      window.removeEventListener('storage', recheck);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [logout]);

  // Cached server state belongs to one user: drop it when someone signs out or another user takes over.
  // Doing it after the commit means the signed-in pages have unmounted and cannot refetch into the fresh
  // cache. A sign-in from signed out clears it in login(), before the signed-in pages start their queries.
  const identity = session.status === 'signed-in' ? session.claims.sub.toLowerCase() : null;
  const previousIdentity = useRef(identity);
  useEffect(() => {
    if (previousIdentity.current !== null && previousIdentity.current !== identity) queryClient.clear();
    previousIdentity.current = identity;
  }, [identity, queryClient]);

  const api = useMemo<SessionApi>(
    () => ({ session, login, logout, replaceToken }),
    [session, login, logout, replaceToken],
  );
  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}
