import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { User } from '@hearth/contract';
import { fakeApi } from '../test/fake-api';
import { renderWithApp } from '../test/render';
import { DateText } from './date-text';

vi.mock('./time-zone-choice', () => ({ browserTimeZone: () => 'Europe/London' }));

const user = (timezoneId: string): User => ({
  id: 1,
  firstname: 'Anna',
  surname: 'Lee',
  email: 'anna@example.com',
  defaultAccountId: null,
  timezoneId,
  userAccountName: 'Lee family',
  role: 'Member',
  emailValidated: true,
  pendingEmail: null,
});

function serve(timezoneId: string) {
  vi.stubGlobal('fetch', vi.fn(fakeApi({ user: { get: () => user(timezoneId) } }).fetch));
}

describe('DateText', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a moment on the day it was where the user lives, not where the browser is', async () => {
    serve('Australia/Sydney');
    // 23:30 in London on the 30th is 08:30 on the 1st in Sydney.
    renderWithApp(<DateText value="2026-06-30T22:30:00.000Z" />);
    expect(await screen.findByText('01 Jul 2026')).toBeTruthy();
  });

  it('shows a calendar day as it is, whatever the zones', () => {
    serve('Australia/Sydney');
    renderWithApp(<DateText value="2026-06-30" />);
    expect(screen.getByText('30 Jun 2026')).toBeTruthy();
  });
});
