import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { User } from '@hearth/contract';
import { fakeApi, refusal, type FakeAnswers } from '../test/fake-api';
import { dayForUser, useUserToday } from './today';

vi.mock('../components/time-zone-choice', () => ({ browserTimeZone: () => 'Pacific/Pago_Pago' }));

// 10:30 UTC: already the 2nd in Kiritimati (UTC+14), still the 28th of February in Pago Pago (UTC−11).
const MORNING_IN_KIRITIMATI = new Date('2026-03-01T10:30:00Z');

describe('dayForUser', () => {
  it.each([
    {
      case: 'the user’s zone decides, ahead of the browser',
      instant: MORNING_IN_KIRITIMATI,
      user: 'Pacific/Kiritimati',
      browser: 'Pacific/Pago_Pago',
      day: '2026-03-02',
    },
    {
      case: 'the user’s zone decides, behind the browser',
      instant: MORNING_IN_KIRITIMATI,
      user: 'Pacific/Pago_Pago',
      browser: 'Pacific/Kiritimati',
      day: '2026-02-28',
    },
    {
      case: 'midnight in Sydney is already the next day',
      instant: new Date('2026-06-30T14:00:00Z'),
      user: 'Australia/Sydney',
      browser: 'UTC',
      day: '2026-07-01',
    },
    {
      case: 'the last second before midnight in Sydney',
      instant: new Date('2026-06-30T13:59:59Z'),
      user: 'Australia/Sydney',
      browser: 'UTC',
      day: '2026-06-30',
    },
    {
      case: 'summer time counts (London is UTC+1 in June)',
      instant: new Date('2026-06-30T23:30:00Z'),
      user: 'Europe/London',
      browser: 'UTC',
      day: '2026-07-01',
    },
    {
      case: 'a zone the browser does not know falls back to the browser’s',
      instant: MORNING_IN_KIRITIMATI,
      user: 'Mars/Olympus_Mons',
      browser: 'Pacific/Pago_Pago',
      day: '2026-02-28',
    },
    {
      case: 'no zone falls back to the browser’s',
      instant: MORNING_IN_KIRITIMATI,
      user: null,
      browser: 'Pacific/Kiritimati',
      day: '2026-03-02',
    },
    {
      case: 'an empty zone falls back to the browser’s',
      instant: MORNING_IN_KIRITIMATI,
      user: '',
      browser: 'Pacific/Kiritimati',
      day: '2026-03-02',
    },
    {
      case: 'with neither zone known, UTC',
      instant: MORNING_IN_KIRITIMATI,
      user: 'Mars/Olympus_Mons',
      browser: undefined,
      day: '2026-03-01',
    },
  ])('$case', ({ instant, user, browser, day }) => {
    expect(dayForUser(instant, user, browser)).toBe(day);
  });
});

describe('useUserToday', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(MORNING_IN_KIRITIMATI);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const user = (timezoneId: string): User => ({
    id: 1,
    firstname: 'Anna',
    surname: 'Lee',
    email: 'anna@example.com',
    defaultAccountId: null,
    timezoneId,
    userAccountName: 'Lee family',
    role: 'User',
    emailValidated: true,
    pendingEmail: null,
  });

  function renderToday(answers: FakeAnswers) {
    vi.stubGlobal('fetch', vi.fn(fakeApi(answers).fetch));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    return renderHook(() => useUserToday(), { wrapper });
  }

  it('waits for the profile, then gives today in its zone rather than the browser’s', async () => {
    const { result } = renderToday({ user: { get: () => user('Pacific/Kiritimati') } });
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe('2026-03-02'));
  });

  it('gives the browser’s day when the profile cannot be loaded', async () => {
    const { result } = renderToday({ user: { get: () => refusal(500, 'Down') } });
    await waitFor(() => expect(result.current).toBe('2026-02-28'));
  });
});
