import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { SESSION_ENDED_MESSAGE as ENDED, signedOut } from '../../lib/session/session-logic';
import { renderWithApp } from '../../test/render';
import { LandingPage } from './landing-page';

describe('LandingPage notice', () => {
  it('says once that the session ended, in place of any other notice', () => {
    renderWithApp(<LandingPage notice={<p>You are not authorised to see this page</p>} />, {
      session: signedOut('ended'),
    });
    expect(screen.getAllByText(ENDED)).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe(ENDED);
    expect(screen.queryByText('You are not authorised to see this page')).toBeNull();
  });

  it.each(['missing', 'expired'] as const)(
    'shows the page’s own notice after a sign-out that was not an end (%s)',
    (reason) => {
      renderWithApp(<LandingPage notice={<p>You are not authorised to see this page</p>} />, {
        session: signedOut(reason),
      });
      expect(screen.queryByText(ENDED)).toBeNull();
      expect(screen.getByText('You are not authorised to see this page')).toBeTruthy();
    },
  );
});
