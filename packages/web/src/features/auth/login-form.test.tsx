import { apiRoutes, pathTo } from '@hearth/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { notificationsStore } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TokenResponse } from '@hearth/contract';
import { SessionContext, type SessionApi } from '../../lib/session/session-context';
import { signedOut } from '../../lib/session/session-logic';
import { theme } from '../../lib/theme';
import { LoginForm } from './login-form';

// The signed-in frame the form starts loading is no part of these tests.

vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: vi.fn(async () => ({ id: 'credential-1', type: 'public-key', response: {} })),
}));

const PROMPT = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';
const WRONG_CODE = 'The code is not correct or was already used.';
const TOKEN: TokenResponse = { token: 'a.b.c', expiresAt: '2030-01-01T00:00:00Z', email: 'anna@example.com' };

const answer = (status: number, description: string, data: unknown) =>
  new Response(JSON.stringify({ responseState: { isSuccess: status === 200, description }, data }), { status });
const twoFactorRequired = (description = PROMPT) =>
  answer(401, description, { twoFactorRequired: true, methods: ['totp', 'recovery-code', 'passkey'] });

/** Answers each request with the next of `answers`, and keeps what was sent. */
function server(...answers: Response[]) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => answers.shift() ?? answer(500, 'no more answers', null),
  );
  vi.stubGlobal('fetch', fetchMock);
  return {
    sent: () =>
      fetchMock.mock.calls.map(([url, init]) => ({ url, body: JSON.parse(String(init?.body ?? 'null')) as unknown })),
  };
}

function renderLogin() {
  const login = vi.fn<SessionApi['login']>(() => true);
  const session: SessionApi = { session: signedOut(), login, logout: () => undefined, replaceToken: () => undefined };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider theme={theme}>
        <MemoryRouter>
          <SessionContext.Provider value={session}>
            <LoginForm />
          </SessionContext.Provider>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { login };
}

function signIn(email = 'anna@example.com', password = 'Hearth-start-1') {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.submit(screen.getByRole('form', { name: 'Login' }));
}

const codeField = () => screen.findByRole('textbox', { name: 'Authentication code' });

function typeCode(field: HTMLElement, code: string) {
  fireEvent.change(field, { target: { value: code } });
}

beforeEach(() => {
  // jsdom has no WebAuthn; the tests that want passkeys give the page one.
  Reflect.deleteProperty(window, 'PublicKeyCredential');
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] });
});

describe('LoginForm second step', () => {
  it('asks for the code when the account has two-factor sign-in on', async () => {
    server(twoFactorRequired());
    renderLogin();
    signIn();
    const field = await codeField();
    expect(screen.getByRole('form', { name: 'Two-factor sign-in' })).toBeTruthy();
    expect(screen.getByText(PROMPT)).toBeTruthy();
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(document.activeElement).toBe(field);
    expect(screen.queryByRole('form', { name: 'Login' })).toBeNull();
  });

  it.each([
    { typed: '', enabled: false },
    { typed: '12345', enabled: false },
    { typed: '12345a', enabled: false },
    { typed: '123456', enabled: true },
    { typed: '123 456', enabled: true },
    { typed: '1234567', enabled: false },
  ])('Verify with "$typed" typed is enabled: $enabled', async ({ typed, enabled }) => {
    server(twoFactorRequired());
    renderLogin();
    signIn();
    typeCode(await codeField(), typed);
    expect(screen.getByRole('button', { name: 'Verify' }).hasAttribute('disabled')).toBe(!enabled);
  });

  it('sends the password again with the code, and takes the token', async () => {
    const { sent } = server(twoFactorRequired(), answer(200, 'Logged in', TOKEN));
    const { login } = renderLogin();
    signIn(' anna@example.com ');
    typeCode(await codeField(), '123 456');
    fireEvent.submit(screen.getByRole('form', { name: 'Two-factor sign-in' }));
    await waitFor(() => expect(login).toHaveBeenCalledWith(TOKEN, 'anna@example.com'));
    expect(sent()[1]).toEqual({
      url: pathTo(apiRoutes.auth.signIn),
      body: { username: 'anna@example.com', password: 'Hearth-start-1', totpCode: '123456' },
    });
  });

  it("says at the field why a code was refused, in the server's words", async () => {
    server(twoFactorRequired(), twoFactorRequired(WRONG_CODE));
    const { login } = renderLogin();
    signIn();
    const field = await codeField();
    typeCode(field, '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText(WRONG_CODE);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(login).not.toHaveBeenCalled();
    typeCode(field, '00000');
    expect(screen.queryByText(WRONG_CODE)).toBeNull();
  });

  it('takes a recovery code instead', async () => {
    const { sent } = server(twoFactorRequired(), answer(200, 'Logged in', TOKEN));
    const { login } = renderLogin();
    signIn();
    await codeField();
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Recovery code' }), { target: { value: ' abcd-efgh ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(login).toHaveBeenCalled());
    expect(sent()[1]?.body).toEqual({
      username: 'anna@example.com',
      password: 'Hearth-start-1',
      recoveryCode: 'abcd-efgh',
    });
  });

  it('goes back to the e-mail and password, the password cleared', async () => {
    server(twoFactorRequired());
    renderLogin();
    signIn();
    await codeField();
    fireEvent.click(screen.getByRole('button', { name: 'Back to e-mail and password' }));
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'anna@example.com');
    expect(screen.getByLabelText('Password')).toHaveProperty('value', '');
  });

  it('shows a refused password as before, without a second step', async () => {
    server(answer(400, 'The e-mail address or password is not correct.', null));
    renderLogin();
    signIn();
    await waitFor(() =>
      expect(notificationsStore.getState().notifications.map((toast) => toast.message)).toEqual([
        'The e-mail address or password is not correct.',
      ]),
    );
    expect(screen.queryByRole('textbox', { name: 'Authentication code' })).toBeNull();
  });

  it("shows the server's reason for too many attempts", async () => {
    server(
      answer(429, 'Too many sign-in attempts for this e-mail address. Please wait 5 minutes and try again.', null),
    );
    renderLogin();
    signIn();
    await waitFor(() =>
      expect(notificationsStore.getState().notifications.map((toast) => toast.message)).toEqual([
        'Too many sign-in attempts for this e-mail address. Please wait 5 minutes and try again.',
      ]),
    );
  });
});

describe('LoginForm passkeys', () => {
  it('offers no passkey where the browser has no WebAuthn', async () => {
    server(twoFactorRequired());
    renderLogin();
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
    signIn();
    await codeField();
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
  });

  it('signs in with a passkey, asking the server for a challenge for the typed address', async () => {
    Reflect.set(window, 'PublicKeyCredential', function PublicKeyCredential() {});
    const options = { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', allowCredentials: [] };
    const { sent } = server(answer(200, '', { challengeId: 'c-1', options }), answer(200, 'Logged in', TOKEN));
    const { login } = renderLogin();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'anna@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(login).toHaveBeenCalledWith(TOKEN, 'anna@example.com'));
    const { startAuthentication } = await import('@simplewebauthn/browser');
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: options });
    expect(sent()).toEqual([
      { url: pathTo(apiRoutes.auth.passkeyOptions), body: { username: 'anna@example.com' } },
      {
        url: pathTo(apiRoutes.auth.passkeySignIn),
        body: { challengeId: 'c-1', response: { id: 'credential-1', type: 'public-key', response: {} } },
      },
    ]);
  });

  it('offers a passkey in the second step too', async () => {
    Reflect.set(window, 'PublicKeyCredential', function PublicKeyCredential() {});
    server(twoFactorRequired());
    renderLogin();
    signIn();
    await codeField();
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeTruthy();
  });
});

describe('LoginForm second step after a reload', () => {
  const TICKET = 'v1:sealed:ticket:text';
  const withTicket = (until = new Date(Date.now() + 10 * 60_000).toISOString()) =>
    answer(401, PROMPT, {
      twoFactorRequired: true,
      methods: ['totp', 'recovery-code', 'passkey'],
      pendingSignIn: TICKET,
      pendingUntil: until,
    });

  /** The page loaded again: everything on screen is gone, the tab's storage stays. */
  function reload() {
    cleanup();
    return renderLogin();
  }

  it('asks for the code again, and finishes with the ticket instead of the password it no longer has', async () => {
    const { sent } = server(withTicket(), answer(200, 'Logged in', TOKEN));
    renderLogin();
    signIn();
    await codeField();
    expect(JSON.stringify(window.sessionStorage)).not.toContain('Hearth-start-1');

    const { login } = reload();
    expect(screen.getByText('Signing in as anna@example.com')).toBeTruthy();
    typeCode(await codeField(), '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(login).toHaveBeenCalledWith(TOKEN, 'anna@example.com'));
    expect(sent()[1]?.body).toEqual({
      username: 'anna@example.com',
      password: '',
      pendingSignIn: TICKET,
      totpCode: '123456',
    });
    // Signed in, the pending sign-in is over: another reload starts from the e-mail and password.
    reload();
    expect(screen.getByRole('form', { name: 'Login' })).toBeTruthy();
  });

  it('starts from the e-mail and password once the ticket has run out', async () => {
    server(withTicket(new Date(Date.now() - 1000).toISOString()));
    renderLogin();
    signIn();
    await codeField();
    reload();
    expect(screen.getByRole('form', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Authentication code' })).toBeNull();
  });

  it('goes back to the e-mail and password when the server no longer takes the ticket', async () => {
    const EXPIRED = 'Your sign-in has expired. Please enter your e-mail address and password again.';
    server(withTicket(), answer(400, EXPIRED, null));
    renderLogin();
    signIn();
    await codeField();
    reload();
    typeCode(await codeField(), '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('form', { name: 'Login' });
    expect(notificationsStore.getState().notifications.map((toast) => toast.message)).toEqual([EXPIRED]);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('forgets the pending sign-in on Back to e-mail and password', async () => {
    server(withTicket());
    renderLogin();
    signIn();
    await codeField();
    fireEvent.click(screen.getByRole('button', { name: 'Back to e-mail and password' }));
    reload();
    expect(screen.getByRole('form', { name: 'Login' })).toBeTruthy();
  });
});
