import { useEffect, type RefObject } from 'react';
import { evaluateSession, nowInSeconds, type SessionState } from './session-logic';
import { readStoredAuth } from './session-storage';

const RECHECK_INTERVAL_MS = 30_000;

interface SessionWatch {
  sessionRef: RefObject<SessionState>;
  setSession: (next: SessionState) => void;
  /** The token ran out while someone was signed in. */
  endSession: () => void;
  /** Another tab signed out: the stored session is gone. */
  signOutLocally: () => void;
  /** Called on every check while signed in: the moment to renew the token if it is due. */
  onTick: () => void;
}

/**
 * Expiry is re-checked on a timer, on focus and when another tab changes the stored session: a token
 * that ran out ends the session, a sign-in, sign-out or renewal in another tab is taken over here.
 */
export function useSessionWatch({ sessionRef, setSession, endSession, signOutLocally, onTick }: SessionWatch): void {
  useEffect(() => {
    const recheck = () => {
      const current = sessionRef.current;
      const stored = evaluateSession(readStoredAuth(window.localStorage), nowInSeconds());
      if (current.status !== 'signed-in') {
        if (stored.status === 'signed-in') setSession(stored);
        return;
      }
      if (stored.status === 'signed-in') {
        if (stored.token !== current.token) setSession(stored);
        onTick();
      } else if (stored.status === 'signed-out' && stored.reason === 'missing' && current.claims.exp > nowInSeconds()) {
        signOutLocally();
      } else {
        endSession();
      }
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
  }, [sessionRef, setSession, endSession, signOutLocally, onTick]);
}
