import { apiRoutes, pathTo } from '@hearth/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Session } from '@hearth/contract';
import { evaluateSession } from '../../lib/session/session-logic';
import { fakeApi, refusal } from '../../test/fake-api';
import { renderWithApp } from '../../test/render';
import { claimsFor, makeToken, NOW } from '../../test/tokens';
import { SecurityPage } from './security-page';

const session = evaluateSession({ token: makeToken(claimsFor()), email: 'anna@example.com' }, NOW);

const SESSIONS: Session[] = [
  {
    id: 's1',
    current: true,
    device: 'Linux computer',
    browser: 'Chrome 140',
    ipAddress: '10.0.0.1',
    signedInAt: '2026-07-01T08:00:00Z',
    lastSeenAt: '2026-07-01T09:00:00Z',
    secondFactor: null,
  },
  {
    id: 's2',
    current: false,
    device: 'iPhone',
    browser: 'Safari 18',
    ipAddress: '10.0.0.2',
    signedInAt: '2026-06-30T07:00:00Z',
    lastSeenAt: '2026-06-30T07:30:00Z',
    secondFactor: null,
  },
];

const CODES = Array.from({ length: 10 }, (_, index) => `code-${index}`);

/** A server for one user with two sessions, two-factor sign-in off and one event; every call is kept. */
function fakeServer() {
  const server = fakeApi({
    user: {
      get: () => ({
        id: 1,
        firstname: 'Anna',
        surname: 'Lee',
        email: 'anna@example.com',
        defaultAccountId: null,
        timezoneId: 'Europe/London',
        userAccountName: 'Lee family',
        role: 'Member',
        emailValidated: true,
        pendingEmail: null,
      }),
    },
    sessions: {
      list: () => SESSIONS,
      securityEvents: () => ({
        events: [
          {
            id: 1,
            kind: 'signed-in',
            description: 'Signed in',
            occurredAt: '2026-07-01T08:00:00Z',
            ipAddress: '10.0.0.1',
            device: 'Linux computer',
            browser: 'Chrome 140',
            userName: 'Anna Lee',
            actorName: null,
          },
        ],
        familyEvents: [],
      }),
      end: ({ params }) => (params.id === 's2' ? null : refusal(404, 'Not found.')),
    },
    twoFactor: {
      status: () => ({ totpEnabled: false, recoveryCodesLeft: 0, passkeys: [] }),
      totpSetup: () => ({
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/Hearth:anna%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Hearth',
      }),
      totpEnable: () => ({ recoveryCodes: CODES }),
    },
  });
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  return server.calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('Security page sections', () => {
  it('marks this device and signs out another one', async () => {
    const calls = fakeServer();
    renderWithApp(<SecurityPage />, { session, route: '/security' });
    const table = await screen.findByRole('table', { name: 'Sessions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('This device')).toBeTruthy();
    expect(within(rows[0]!).getByText('01 Jul 2026, 09:00')).toBeTruthy();
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Sign out iPhone · Safari 18 at 10.0.0.2' }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'DELETE' && call.path === pathTo(apiRoutes.sessions.end, { id: 's2' })),
      ).toBe(true),
    );
  });

  it('turns two-factor sign-in on: the grouped secret, a checked code, then the ten recovery codes', async () => {
    const calls = fakeServer();
    renderWithApp(<SecurityPage />, { session, route: '/security' });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();

    const code = screen.getByLabelText('Code from the app');
    fireEvent.change(code, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code your authenticator app shows.')).toBeTruthy();
    expect(calls.some((call) => call.path === pathTo(apiRoutes.twoFactor.totpEnable))).toBe(false);

    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(calls.find((call) => call.path === pathTo(apiRoutes.twoFactor.totpEnable))?.body).toEqual({
      code: '123456',
    });
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
  });

  it('lists recent activity in the user’s time zone', async () => {
    fakeServer();
    renderWithApp(<SecurityPage />, { session, route: '/security' });
    const table = await screen.findByRole('table', { name: 'Recent activity' });
    expect(within(table).getByText('Signed in')).toBeTruthy();
    expect(within(table).getByText('01 Jul 2026, 09:00')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Family activity' })).toBeNull();
  });
});
