import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../api/client';
import { claimsFor, makeToken } from '../../test/tokens';
import { SessionProvider, useSession, type SessionApi } from './session-context';
import { readStoredAuth, writeStoredAuth } from './session-storage';

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

function mountSession(): { current: () => SessionApi } {
  let latest: SessionApi | null = null;
  function Probe() {
    latest = useSession();
    return null;
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
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

  it('logs out when the server refuses the token', async () => {
    const session = signedInSession();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 401 })));
    await act(async () => {
      await apiRequest('/api/user', z.unknown()).catch(() => undefined);
    });
    vi.unstubAllGlobals();
    expect(session.current().session.status).toBe('signed-out');
    expect(readStoredAuth(window.localStorage)).toBeNull();
  });

  it('logs out on focus once the token has expired', () => {
    const session = signedInSession();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 3600 * 1000);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    vi.useRealTimers();
    expect(session.current().session.status).toBe('signed-out');
  });
});

describe('SessionProvider after a reload', () => {
  it("sends the stored token with the first requests of the page's children", async () => {
    const token = makeToken(claimsFor({ exp: inAnHour() }));
    writeStoredAuth(window.localStorage, { token, email: 'anna@example.com' });
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ responseState: { isSuccess: true, description: '' }, data: 1 }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    function FirstRequest() {
      useEffect(() => {
        void apiRequest('/api/heartbeat', z.number());
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
