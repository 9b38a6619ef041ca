import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render, screen } from '@testing-library/react';
import { Messages } from '@hearth/contract';
import { emptyFamilyFetch } from '../test/empty-family-api';
import { claimsFor, makeToken } from '../test/tokens';
import { createQueryClient } from './query-client';
import { Providers } from './providers';
import { Root } from './root';
import { appRoutes } from './routes';
import { writeStoredAuth } from '../lib/session/session-storage';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/', element: <Root />, children: appRoutes() }], {
    initialEntries: [path],
  });
  return render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

function signIn() {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  writeStoredAuth(window.localStorage, { token: makeToken(claimsFor({ exp })), email: 'anna@example.com' });
}

describe('route list (spec section 2), signed in', () => {
  beforeEach(() => {
    signIn();
    vi.stubGlobal('fetch', vi.fn(emptyFamilyFetch));
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    { path: '/', heading: 'Hello Anna' },
    { path: '/accounts', heading: 'Accounts' },
    { path: '/accounts/2', heading: 'Accounts' },
    { path: '/account', heading: 'Account' },
    { path: '/account/', heading: 'Account' },
    { path: '/account/7', heading: 'Account' },
    { path: '/thirdparties', heading: 'Third Parties' },
    { path: '/thirdparty/4', heading: 'Third Party' },
    { path: '/transactions/5', heading: 'Transactions' },
    { path: '/transaction/', heading: 'Transaction' },
    { path: '/transaction/12', heading: 'Transaction' },
    { path: '/transaction/schedule/3/4', heading: 'Transaction' },
    { path: '/transactionsearch/', heading: 'Transaction Search' },
    { path: '/schedules', heading: 'Schedules' },
    { path: '/schedule', heading: 'Schedule' },
    { path: '/schedule/9', heading: 'Schedule' },
    { path: '/schedule/9/event/2', heading: 'Scheduled Event Editor' },
    { path: '/scenarios', heading: 'Scenarios' },
    { path: '/scenario/1', heading: 'Scenario' },
    { path: '/tags', heading: 'Tags' },
    { path: '/tag/1', heading: 'Tag' },
    { path: '/investments', heading: 'Investments' },
    { path: '/investment', heading: 'Investment' },
    { path: '/budgets', heading: 'Budgets' },
    { path: '/budget', heading: 'Budget' },
    { path: '/budget/3', heading: 'Budget' },
    { path: '/calendar', heading: 'Payment Calendar' },
    { path: '/reports', heading: 'Reports' },
    { path: '/balancetrend', heading: 'Balance Trend Report' },
    { path: '/budgettrend', heading: 'Budget Trend Report' },
    { path: '/categoryamountreport', heading: 'Category Amount Report' },
    { path: '/categoriesovertime', heading: 'Categories Over Time' },
    { path: '/networth', heading: 'Net Worth' },
    { path: '/cashflow', heading: 'Cash Flow' },
    { path: '/categories', heading: 'Categories and Subcategories' },
    { path: '/import', heading: 'Transaction Import' },
    { path: '/settings/payments', heading: 'Settings' },
    { path: '/security', heading: 'Security' },
    { path: '/debug', heading: 'Debug Page' },
    { path: '/nowhere', heading: 'Page not found' },
  ])('$path shows the page titled "$heading"', async ({ path, heading }) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.queryByText(Messages.notAuthorised)).toBeNull();
  });

  it('/emailvalidation/{id} shows only the id', async () => {
    renderAt('/emailvalidation/abc123');
    expect(await screen.findByText('abc123')).toBeTruthy();
  });
});

describe('route list, signed out', () => {
  it.each([
    { path: '/', guarded: false },
    { path: '/register', guarded: false },
    { path: '/recover', guarded: false },
    { path: '/transactions/5', guarded: true },
    { path: '/debug', guarded: true },
  ])('$path shows the guard message: $guarded', async ({ path, guarded }) => {
    renderAt(path);
    if (path === '/' || guarded) expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    else expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByText(Messages.notAuthorised) !== null).toBe(guarded);
  });
});
