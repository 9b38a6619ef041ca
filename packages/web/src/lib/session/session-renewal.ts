import type { TokenClaims, TokenResponse } from '@hearth/contract';
import { readTokenClaims } from './token-claims';

/** A token without an issue time is renewed in its last few minutes. */
const RENEW_WITHOUT_IAT_SECONDS = 5 * 60;

/** Someone who used the page (a key, a click, a touch, the wheel) this recently is still at it. */
export const ACTIVE_WINDOW_MS = 10 * 60_000;

/** After a renewal that failed (offline, a server restarting), the next try waits this long. */
export const RETRY_AFTER_MS = 30_000;

/** Less than half of the token's lifetime is left, and some of it still is. */
export function renewalDue(claims: Pick<TokenClaims, 'iat' | 'exp'>, nowSeconds: number): boolean {
  const left = claims.exp - nowSeconds;
  if (left <= 0) return false;
  const lifetime = claims.exp - claims.iat;
  if (claims.iat <= 0 || lifetime <= 0) return left <= RENEW_WITHOUT_IAT_SECONDS;
  return left < lifetime / 2;
}

export function isActive(lastActivityMs: number, nowMs: number): boolean {
  return nowMs - lastActivityMs <= ACTIVE_WINDOW_MS;
}

export interface RenewerDeps {
  /** The session's token and its claims, or null when nobody is signed in. */
  current: () => { token: string; claims: TokenClaims } | null;
  lastActivityMs: () => number;
  nowMs: () => number;
  /** POST /api/session/renew for this token; rejects when it fails (a 401 ends the session on its own way). */
  renew: (token: string) => Promise<TokenResponse>;
  /** Takes the fresh token in, when the session still holds the one that was renewed. */
  adopt: (fresh: TokenResponse, renewed: string) => void;
}

export interface SessionRenewer {
  /**
   * Renews the token when less than half of its lifetime is left and the user is active, so that someone
   * at work is never signed out mid-form while an abandoned page still runs out. One renewal at a time;
   * answers the renewal under way, or null when none is due.
   */
  maybeRenew: () => Promise<void> | null;
}

export function createSessionRenewer(deps: RenewerDeps): SessionRenewer {
  let inFlight: Promise<void> | null = null;
  let failedAtMs: number | null = null;
  // The server never issues a token past the session's own end: once a renewal could not extend the
  // token, renewing again before then would only give the same expiry, ever more often.
  let sessionEndsAt: number | null = null;

  const renewNow = (token: string, claims: TokenClaims): Promise<void> =>
    deps.renew(token).then(
      (fresh) => {
        failedAtMs = null;
        const reading = readTokenClaims(fresh.token);
        if (reading.kind === 'claims' && reading.claims.exp <= claims.exp) sessionEndsAt = reading.claims.exp;
        deps.adopt(fresh, token);
      },
      () => {
        failedAtMs = deps.nowMs();
      },
    );

  return {
    maybeRenew() {
      if (inFlight) return inFlight;
      const session = deps.current();
      if (!session) return null;
      const now = deps.nowMs();
      if (!renewalDue(session.claims, Math.floor(now / 1000))) return null;
      if (!isActive(deps.lastActivityMs(), now)) return null;
      if (failedAtMs !== null && now - failedAtMs < RETRY_AFTER_MS) return null;
      if (sessionEndsAt !== null && session.claims.exp >= sessionEndsAt) return null;
      const running = renewNow(session.token, session.claims).finally(() => {
        inFlight = null;
      });
      inFlight = running;
      return running;
    },
  };
}
