import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { InvitationNotice } from './invitation-notice';

describe('InvitationNotice', () => {
  it('names the family, not who sent the invitation', () => {
    const invitation = {
      id: 'inv-1',
      email: 'ben@example.com',
      userAccountName: 'Hendry Family',
      expiresAt: '2030-01-01T00:00:00Z',
    };
    renderWithApp(<InvitationNotice invitation={invitation} failure={null} />);
    expect(screen.getByText('You have been invited to join Hendry Family')).toBeTruthy();
  });
});
