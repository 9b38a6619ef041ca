import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Messages } from '@hearth/contract';
import { claimsFor, makeToken, NOW } from '../test/tokens';
import { renderWithApp } from '../test/render';
import { Guard } from './guard';
import { guardDecision } from './guard-decision';
import { evaluateSession, signedOut } from '../lib/session/session-logic';

const signedInAs = (role: string) =>
  evaluateSession({ token: makeToken(claimsFor({ role })), email: 'anna@example.com' }, NOW);

const sessions = {
  'signed out': signedOut(),
  member: signedInAs('Member'),
  admin: signedInAs('Admin'),
};

describe('guardDecision', () => {
  it.each([
    { who: 'signed out', adminOnly: false, decision: 'signed-out' },
    { who: 'signed out', adminOnly: true, decision: 'signed-out' },
    { who: 'member', adminOnly: false, decision: 'allow' },
    { who: 'member', adminOnly: true, decision: 'forbidden' },
    { who: 'admin', adminOnly: false, decision: 'allow' },
    { who: 'admin', adminOnly: true, decision: 'allow' },
  ] as const)('$who on a page with adminOnly=$adminOnly: $decision', ({ who, adminOnly, decision }) => {
    expect(guardDecision(sessions[who], adminOnly)).toBe(decision);
  });
});

describe('Guard', () => {
  it.each([
    { who: 'signed out', adminOnly: false, seesPage: false, seesLogin: true },
    { who: 'signed out', adminOnly: true, seesPage: false, seesLogin: true },
    { who: 'member', adminOnly: false, seesPage: true, seesLogin: false },
    { who: 'member', adminOnly: true, seesPage: false, seesLogin: false },
    { who: 'admin', adminOnly: true, seesPage: true, seesLogin: false },
  ] as const)(
    '$who, adminOnly=$adminOnly: page $seesPage, login $seesLogin',
    ({ who, adminOnly, seesPage, seesLogin }) => {
      renderWithApp(
        <Guard adminOnly={adminOnly}>
          <p>Secret page</p>
        </Guard>,
        { session: sessions[who], route: '/transactions/5' },
      );
      expect(screen.queryByText('Secret page') !== null).toBe(seesPage);
      expect(screen.queryByText(Messages.notAuthorised) !== null).toBe(!seesPage);
      expect(screen.queryByRole('button', { name: 'Login' }) !== null).toBe(seesLogin);
    },
  );
});
