import { apiRoutes, pathTo } from '@hearth/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Family, User } from '@hearth/contract';
import { evaluateSession } from '../../lib/session/session-logic';
import { described, fakeApi, refusal } from '../../test/fake-api';
import { renderWithApp } from '../../test/render';
import { claimsFor, makeToken, NOW } from '../../test/tokens';
import { UserPage } from './user-page';

const USER: User = {
  id: 1,
  firstname: 'Carol',
  surname: 'Hendry',
  email: 'carol@example.com',
  defaultAccountId: null,
  timezoneId: 'Europe/London',
  userAccountName: 'Hendry Family',
  role: 'Admin',
  emailValidated: true,
  pendingEmail: 'carol@example.org',
};

const FAMILY: Family = {
  userAccountName: 'Hendry Family',
  currencyCode: 'USD',
  members: [
    { id: 1, firstname: 'Carol', surname: 'Hendry', email: 'carol@example.com', role: 'Admin', isCurrentUser: true },
    { id: 2, firstname: 'Dan', surname: 'Hendry', email: 'dan@example.com', role: 'Member', isCurrentUser: false },
  ],
  invitations: [],
};

const sendsPassword = (body: unknown) =>
  typeof body === 'object' && body !== null && 'password' in body && !!body.password;

/** Answers the User page's reads; a role change is refused until the password comes with it. */
function fakeServer() {
  const server = fakeApi({
    user: { get: () => USER },
    family: {
      get: () => FAMILY,
      changeRole: ({ body }) =>
        sendsPassword(body)
          ? described({ ...FAMILY.members[1]!, role: 'Admin' }, 'Dan Hendry is now an Admin.')
          : refusal(400, 'Please enter your password again to change a role.'),
    },
  });
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  return server.calls;
}

afterEach(() => vi.unstubAllGlobals());

const admin = evaluateSession(
  {
    token: makeToken(claimsFor({ role: 'Admin', sub: 'carol@example.com', email: 'carol@example.com' })),
    email: 'carol@example.com',
  },
  NOW,
);
const member = evaluateSession({ token: makeToken(claimsFor({ role: 'Member' })), email: 'anna@example.com' }, NOW);

describe('User page', () => {
  it('asks for the current password only when the e-mail changes, and says which address waits for validation', async () => {
    const calls = fakeServer();
    renderWithApp(<UserPage />, { session: admin, route: '/user' });
    expect(await screen.findByText('Waiting for validation: carol@example.org')).toBeTruthy();
    expect(screen.queryByLabelText(/Current Password/)).toBeNull();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'carol@example.net' } });
    expect(screen.getByLabelText(/Current Password/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter your current password to change your e-mail address.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path === pathTo(apiRoutes.user.get))).toBe(false);

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Carol@example.com' } });
    expect(screen.queryByLabelText(/Current Password/)).toBeNull();
  });

  it('lets an Admin change a member’s role, asking for the password when the server wants it', async () => {
    const calls = fakeServer();
    renderWithApp(<UserPage />, { session: admin, route: '/user' });
    fireEvent.click(await screen.findByRole('button', { name: 'Member: change the role of Dan Hendry' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
    expect(within(dialog).getByText(/Please enter your password again to change a role\./)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'Secret-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm your password' })).toBeNull());
    const roleCalls = calls
      .filter((call) => call.path === pathTo(apiRoutes.family.changeRole, { userId: 2 }))
      .map((call) => call.body);
    expect(roleCalls).toEqual([{ role: 'Admin' }, { role: 'Admin', password: 'Secret-1' }]);
    expect(screen.getByRole('button', { name: 'Remove Dan Hendry from the family' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Leave family' })).toBeTruthy();
  });

  it('shows a member the family read-only', async () => {
    fakeServer();
    renderWithApp(<UserPage />, { session: member, route: '/user' });
    const table = await screen.findByRole('table', { name: 'Members' });
    expect(within(table).queryByRole('button', { name: /change the role/ })).toBeNull();
    expect(within(table).queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Rename the family' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Invite' })).toBeNull();
  });
});
