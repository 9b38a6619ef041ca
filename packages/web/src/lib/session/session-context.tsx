import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Messages, type TokenResponse } from '@hearth/contract';
import { connectAuth } from '../../api/client';
import { showInfo } from '../toasts';
import { preloadForStoredSession } from '../signed-in-preload';
import { LocationRecorder } from './location-recorder';
import { forgetReturnPath, rememberReturnPath, signInDestination } from './return-path';
import { endServerSession, renewSessionToken } from './session-api';
import { evaluateSession, nowInSeconds, signedOut, subjectMatchesLogin, type SessionState } from './session-logic';
import { createSessionRenewer } from './session-renewal';
import { clearStoredAuth, readStoredAuth, writeStoredAuth } from './session-storage';
import { useSessionWatch } from './session-watch';
import { useUserActivity } from './user-activity';

export interface SessionApi {
  session: SessionState;
  /** Accepts the answer of POST /token; false when the token does not belong to the typed login name. */
  login: (response: TokenResponse, typedUsername: string) => boolean;
  /** Signs out here and on the server. */
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

function initialSession(): SessionState {
  const session = evaluateSession(readStoredAuth(window.localStorage), nowInSeconds());
  // A stale token left from an earlier visit is dropped quietly: nobody was signed in to be told.
  if (session.status === 'signed-out') clearStoredAuth(window.localStorage);
  else if (session.status === 'signed-in')
    preloadForStoredSession(window.location.pathname, session.claims.defaultAccountId !== null);
  return session;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  // Outside a data router navigate() changes with every address; through a ref, login and logout keep
  // one identity and the session's consumers do not re-render on each navigation.
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const queryClient = useQueryClient();
  const [session, setSessionState] = useState<SessionState>(initialSession);
  // Every change goes through setSession, which moves the ref at once: a second refusal arriving before the
  // next render finds the session over, and a render that has not reached the change yet cannot undo it.
  const sessionRef = useRef(session);
  const locationRef = useRef('/');

  const setSession = useCallback((next: SessionState) => {
    sessionRef.current = next;
    setSessionState(next);
  }, []);

  const signOutLocally = useCallback(() => {
    clearStoredAuth(window.localStorage);
    setSession(signedOut());
    navigateRef.current('/');
    showInfo(Messages.loggedOut);
  }, [setSession]);

  const logout = useCallback(() => {
    const current = sessionRef.current;
    if (current.status === 'signed-in') endServerSession(current.token);
    forgetReturnPath(window.sessionStorage);
    signOutLocally();
  }, [signOutLocally]);

  /**
   * The server refused the token, or it ran out: the landing page says so once (its notice), and the page
   * the person was on waits for them to sign in again. The signed-in pages are gone when this returns, so
   * that the refused request answers none of them: a form whose save met an ended session raises no toast
   * of its own beside the notice.
   */
  const endSession = useCallback(() => {
    const current = sessionRef.current;
    if (current.status === 'signed-in')
      rememberReturnPath(window.sessionStorage, locationRef.current, current.claims.sub);
    clearStoredAuth(window.localStorage);
    flushSync(() => {
      setSession(signedOut('ended'));
      navigateRef.current('/');
    });
  }, [setSession]);

  const login = useCallback(
    (response: TokenResponse, typedUsername: string) => {
      const next = evaluateSession({ token: response.token, email: response.email }, nowInSeconds());
      if (next.status !== 'signed-in' || !subjectMatchesLogin(next.claims, typedUsername)) {
        // The server opened a session for a token this browser will not keep.
        endServerSession(response.token);
        logout();
        return false;
      }
      writeStoredAuth(window.localStorage, { token: next.token, email: next.email });
      // Before the signed-in pages mount: their first queries must land in the fresh cache.
      queryClient.clear();
      setSession(next);
      const signedInAt = locationRef.current;
      const destination = signInDestination(window.sessionStorage, next.claims.sub, signedInAt);
      // Signing in on the page asked for stays there, without a second entry for it in the history.
      navigateRef.current(destination, { replace: destination === signedInAt });
      return true;
    },
    [logout, queryClient, setSession],
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
    [logout, setSession],
  );

  /** A renewed token replaces the one renewed, unless the session moved on meanwhile. */
  const adoptRenewed = useCallback(
    (fresh: TokenResponse, renewed: string) => {
      const current = sessionRef.current;
      if (current.status !== 'signed-in' || current.token !== renewed) return;
      const next = evaluateSession({ token: fresh.token, email: fresh.email || current.email }, nowInSeconds());
      if (next.status !== 'signed-in' || next.claims.uid !== current.claims.uid) return;
      writeStoredAuth(window.localStorage, { token: next.token, email: next.email });
      setSession(next);
    },
    [setSession],
  );

  const adoptRenewedRef = useRef(adoptRenewed);
  adoptRenewedRef.current = adoptRenewed;
  const [renewer] = useState(() =>
    createSessionRenewer({
      current: () => (sessionRef.current.status === 'signed-in' ? sessionRef.current : null),
      lastActivityMs: () => lastActivity.current,
      nowMs: () => Date.now(),
      renew: renewSessionToken,
      adopt: (fresh, renewed) => adoptRenewedRef.current(fresh, renewed),
    }),
  );
  const maybeRenew = useCallback(() => void renewer.maybeRenew(), [renewer]);
  const lastActivity = useUserActivity(maybeRenew);

  // The client reads the token through the session, and hands back refusals of it. It is connected during
  // the first render, because children's effects (their first queries) run before this component's.
  const endSessionRef = useRef(endSession);
  endSessionRef.current = endSession;
  const disconnect = useRef<(() => void) | null>(null);
  const authHooks = useMemo(
    () => ({
      token: () => (sessionRef.current.status === 'signed-in' ? sessionRef.current.token : null),
      onUnauthorised: (refused: string) => {
        // A refusal of a token already let go (renewed, or signed out) says nothing of the session now.
        const current = sessionRef.current;
        if (current.status === 'signed-in' && current.token === refused) endSessionRef.current();
      },
      onRequest: maybeRenew,
    }),
    [maybeRenew],
  );
  disconnect.current ??= connectAuth(authHooks);
  useEffect(() => {
    disconnect.current ??= connectAuth(authHooks);
    return () => {
      disconnect.current?.();
      disconnect.current = null;
    };
  }, [authHooks]);

  useSessionWatch({ sessionRef, setSession, endSession, signOutLocally, onTick: maybeRenew });

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
  return (
    <SessionContext.Provider value={api}>
      <LocationRecorder into={locationRef} />
      {children}
    </SessionContext.Provider>
  );
}
