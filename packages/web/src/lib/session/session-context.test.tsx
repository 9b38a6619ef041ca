import { apiRoutes, pathTo } from '@hearth/contract';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../api/client';
import { claimsFor, makeToken } from '../../test/tokens';
import { SessionProvider, useSession, type SessionApi } from './session-context';
import { takeReturnPath } from './return-path';
import { readStoredAuth, writeStoredAuth } from './session-storage';

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

function mountSession(route = '/'): { current: () => SessionApi; location: () => string } {
  let latest: SessionApi | null = null;
  let location = '';
  function Probe() {
    latest = useSession();
    const { pathname, search } = useLocation();
    location = `${pathname}${search}`;
    return null;
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[route]}>
        <SessionProvider>
          <Probe />
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return {
    current: () => {
      if (!latest) throw new Error('session not mounted');
      return latest;
    },
    location: () => location,
  };
}

describe('SessionProvider login', () => {
  it.each([
    { name: 'matching subject', claims: { sub: 'anna@example.com' }, typed: 'anna@example.com', signedIn: true },
    { name: 'subject in other case', claims: { sub: 'Anna@Example.com' }, typed: 'anna@example.com', signedIn: true },
    { name: 'another subject', claims: { sub: 'bob@example.com' }, typed: 'anna@example.com', signedIn: false },
    { name: 'an expired token', claims: { exp: 1 }, typed: 'anna@example.com', signedIn: false },
    { name: 'a token without exp', claims: { exp: undefined }, typed: 'anna@example.com', signedIn: false },
  ])('$name: signed in $signedIn', ({ claims, typed, signedIn }) => {
    const session = mountSession();
    const token = makeToken(claimsFor({ exp: inAnHour(), ...claims }));
    act(() => {
      session.current().login({ token, expiresAt: '', email: 'anna@example.com' }, typed);
    });
    expect(session.current().session.status).toBe(signedIn ? 'signed-in' : 'signed-out');
    expect(readStoredAuth(window.localStorage)).toEqual(signedIn ? { token, email: 'anna@example.com' } : null);
  });
});

describe('SessionProvider after login', () => {
  function signedInSession() {
    const session = mountSession();
    const token = makeToken(claimsFor({ exp: inAnHour() }));
    act(() => {
      session.current().login({ token, expiresAt: '', email: 'anna@example.com' }, 'anna@example.com');
    });
    return session;
  }

  it('swaps in a fresh token and keeps the e-mail', () => {
    const session = signedInSession();
    const fresh = makeToken(claimsFor({ exp: inAnHour(), given_name: 'Annie' }));
    act(() => session.current().replaceToken(fresh));
    const current = session.current().session;
    expect(current.status === 'signed-in' && current.claims.given_name).toBe('Annie');
    expect(readStoredAuth(window.localStorage)).toEqual({ token: fresh, email: 'anna@example.com' });
  });

  it('ends the session when the server refuses its token', async () => {
    const session = signedInSession();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 401 })),
    );
    await act(async () => {
      await apiRequest(apiRoutes.user.get, z.unknown()).catch(() => undefined);
    });
    vi.unstubAllGlobals();
    expect(session.current().session.status).toBe('signed-out');
    expect(readStoredAuth(window.localStorage)).toBeNull();
  });

  it('ends the session on focus once the token has expired', () => {
    const session = signedInSession();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 3600 * 1000);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    vi.useRealTimers();
    expect(session.current().session).toEqual({ status: 'signed-out', reason: 'ended' });
  });
});

describe('SessionProvider after a reload', () => {
  it("sends the stored token with the first requests of the page's children", async () => {
    const token = makeToken(claimsFor({ exp: inAnHour() }));
    writeStoredAuth(window.localStorage, { token, email: 'anna@example.com' });
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ responseState: { isSuccess: true, description: '' }, data: 1 }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    function FirstRequest() {
      useEffect(() => {
        void apiRequest(apiRoutes.heartbeat.get, z.number());
      }, []);
      return null;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <SessionProvider>
            <FirstRequest />
          </SessionProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe(`Bearer ${token}`);
    vi.unstubAllGlobals();
  });
});

const envelope = (data: unknown, description = '') =>
  JSON.stringify({ responseState: { isSuccess: data !== null, description }, data });
const sessionEnded = () =>
  new Response(envelope(null, 'Your session has ended. Please log in again.'), { status: 401 });

/** A session already signed in when the page loads, on this address. */
function storedSession(route: string, claims: Record<string, unknown> = {}) {
  const token = makeToken(claimsFor({ exp: inAnHour(), ...claims }));
  writeStoredAuth(window.localStorage, { token, email: 'anna@example.com' });
  return { token, session: mountSession(route) };
}

describe('SessionProvider when the server ends the session', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
  });

  it('ends it once for many refused requests, before any of their callers hears of it', async () => {
    const { session } = storedSession('/transactions/5?days=60');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => sessionEnded()),
    );
    // As in a browser: act() would hold the render back until the test's callback is over.
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    const heard = await Promise.all(
      [apiRoutes.heartbeat.get, apiRoutes.user.get, apiRoutes.accounts.quick].map((route) =>
        apiRequest(route, z.unknown()).catch(() => session.current().session.status),
      ),
    );
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    expect(heard).toEqual(['signed-out', 'signed-out', 'signed-out']);
    expect(session.current().session).toEqual({ status: 'signed-out', reason: 'ended' });
    expect(readStoredAuth(window.localStorage)).toBeNull();
    // The router moves to the landing page in a transition of its own, just after.
    await vi.waitFor(() => expect(session.location()).toBe('/'));
    expect(takeReturnPath(window.sessionStorage, 'anna@example.com')).toBe('/transactions/5?days=60');
  });

  it.each([
    { name: 'the same person', signsIn: 'anna@example.com', goesTo: '/transactions/5?days=60' },
    { name: 'the same person, in other case', signsIn: 'ANNA@example.com', goesTo: '/transactions/5?days=60' },
    { name: 'someone else', signsIn: 'bob@example.com', goesTo: '/' },
  ])('after signing in again, $name goes to $goesTo', async ({ signsIn, goesTo }) => {
    const { session } = storedSession('/transactions/5?days=60');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => sessionEnded()),
    );
    await act(async () => {
      await apiRequest(apiRoutes.heartbeat.get, z.unknown()).catch(() => undefined);
    });
    expect(session.location()).toBe('/');
    const token = makeToken(claimsFor({ exp: inAnHour(), sub: signsIn.toLowerCase() }));
    act(() => {
      session.current().login({ token, expiresAt: '', email: signsIn }, signsIn);
    });
    expect(session.location()).toBe(goesTo);
  });

  it('goes to / after an ordinary sign-in', () => {
    const session = mountSession('/');
    const token = makeToken(claimsFor({ exp: inAnHour() }));
    act(() => {
      session.current().login({ token, expiresAt: '', email: 'anna@example.com' }, 'anna@example.com');
    });
    expect(session.location()).toBe('/');
  });

  it('ignores the refusal of a token it no longer holds', async () => {
    const { session } = storedSession('/budgets');
    const renewed = makeToken(claimsFor({ exp: inAnHour() + 60 }));
    act(() => session.current().replaceToken(renewed));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => sessionEnded()),
    );
    const stale = makeToken(claimsFor({ exp: inAnHour() }));
    await act(async () => {
      await apiRequest(apiRoutes.heartbeat.get, z.unknown(), { token: stale }).catch(() => undefined);
    });
    expect(session.current().session.status).toBe('signed-in');
    expect(session.location()).toBe('/budgets');
  });
});

describe('SessionProvider logout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ends the session on the server with its token, and forgets it here whatever the answer', async () => {
    const { token, session } = storedSession('/accounts');
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response('', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    act(() => session.current().logout());
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(pathTo(apiRoutes.sessions.logout));
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${token}`);
    expect(session.current().session).toEqual({ status: 'signed-out', reason: 'missing' });
    expect(readStoredAuth(window.localStorage)).toBeNull();
    expect(session.location()).toBe('/');
    await act(async () => undefined);
  });
});

describe('SessionProvider renewal', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const HALF_AN_HOUR_AND_A_MINUTE = 31 * 60 * 1000;

  function renewalServer() {
    const fresh = makeToken(
      claimsFor({ iat: Math.floor(Date.now() / 1000) + 31 * 60, exp: inAnHour() + 31 * 60, given_name: 'Renewed' }),
    );
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
      url === pathTo(apiRoutes.sessions.renew)
        ? new Response(envelope({ token: fresh, expiresAt: '', email: 'anna@example.com' }), { status: 200 })
        : new Response(envelope(7), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    return { fresh, fetchMock };
  }

  const renewCalls = (fetchMock: ReturnType<typeof renewalServer>['fetchMock']) =>
    fetchMock.mock.calls.filter(([url]) => url === pathTo(apiRoutes.sessions.renew));

  it('renews the token silently when past half its life and the user is at work', async () => {
    const now = Math.floor(Date.now() / 1000);
    const { token, session } = storedSession('/transaction', { iat: now, exp: now + 3600 });
    const { fresh, fetchMock } = renewalServer();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + HALF_AN_HOUR_AND_A_MINUTE);
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    });
    await vi.waitFor(() => expect(readStoredAuth(window.localStorage)?.token).toBe(fresh));
    const [call] = renewCalls(fetchMock);
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe(`Bearer ${token}`);
    expect(call?.[1]?.method).toBe('POST');
    const current = session.current().session;
    expect(current.status === 'signed-in' && current.claims.given_name).toBe('Renewed');
    expect(session.location()).toBe('/transaction');
  });

  it('does not renew before half of the token life is gone', async () => {
    const now = Math.floor(Date.now() / 1000);
    storedSession('/transaction', { iat: now, exp: now + 3600 });
    const { fetchMock } = renewalServer();
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
      await apiRequest(apiRoutes.heartbeat.get, z.unknown());
    });
    expect(renewCalls(fetchMock)).toEqual([]);
  });

  it('lets the token of an idle page run out: polling is not activity', async () => {
    const now = Math.floor(Date.now() / 1000);
    storedSession('/transaction', { iat: now, exp: now + 3600 });
    const { fetchMock } = renewalServer();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + HALF_AN_HOUR_AND_A_MINUTE);
    await act(async () => {
      await apiRequest(apiRoutes.heartbeat.get, z.unknown());
    });
    expect(renewCalls(fetchMock)).toEqual([]);
  });
});
