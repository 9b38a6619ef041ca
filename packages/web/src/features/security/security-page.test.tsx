import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { claimsFor, makeToken, NOW } from '../../test/tokens';
import { renderWithApp } from '../../test/render';
import { evaluateSession } from '../../lib/session/session-logic';
import { SecurityPage } from './security-page';

const session = evaluateSession({ token: makeToken(claimsFor()), email: 'anna@example.com' }, NOW);

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('SecurityPage Save button', () => {
  it.each([
    { current: '', next: '', retype: '', enabled: false },
    { current: 'Old-pass-1', next: 'New-pass-1', retype: '', enabled: false },
    { current: '', next: 'New-pass-1', retype: 'New-pass-1', enabled: false },
    { current: 'Old-pass-1', next: 'New-pass-1', retype: 'New-pass-2', enabled: false },
    { current: 'Old-pass-1', next: 'New-pass-1', retype: 'New-pass-1', enabled: true },
  ])('current "$current", new "$next", retype "$retype": enabled $enabled', ({ current, next, retype, enabled }) => {
    renderWithApp(<SecurityPage />, { session, route: '/security' });
    type('Current Password', current);
    type('New Password', next);
    type('Retype New Password', retype);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(!enabled);
  });
});
