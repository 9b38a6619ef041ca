import { expect, type Page } from '@playwright/test';
import type { Household } from './household';

/** One screen of the spec's route list, opened at an address that shows it with data. */
export interface Screen {
  name: string;
  path: string;
  /** The page's one h1 once it has loaded. */
  heading: string | RegExp;
}

/** The screens a visitor sees before signing in. */
export const SIGNED_OUT_SCREENS: Screen[] = [
  { name: 'sign-in', path: '/', heading: "Your family's money, warm and in order" },
  { name: 'register', path: '/register', heading: 'Register' },
  { name: 'recover', path: '/recover', heading: 'Recover Password' },
];

/** Every signed-in screen the route list names that has been built, over the household's records. */
export function signedInScreens(h: Household): Screen[] {
  return [
    { name: 'dashboard', path: '/', heading: `Hello ${h.person.firstname}` },
    { name: 'accounts', path: '/accounts', heading: 'Accounts' },
    { name: 'third-parties', path: '/thirdparties', heading: 'Third Parties' },
    { name: 'account-editor', path: `/account/${h.everyday}`, heading: 'Account' },
    { name: 'third-party-editor', path: `/thirdparty/${h.landlord}`, heading: 'Third Party' },
    { name: 'account-transactions', path: `/transactions/${h.everyday}`, heading: 'Everyday Account' },
    { name: 'transaction-view', path: `/transaction/${h.splitTransaction}`, heading: 'Transaction' },
    { name: 'transaction-new', path: '/transaction/', heading: 'Transaction' },
    { name: 'transaction-from-schedule', path: `/transaction/schedule/${h.rent}/1`, heading: 'Transaction' },
    { name: 'search', path: '/transactionsearch/?description=shop', heading: 'Transaction Search' },
    { name: 'categories', path: '/categories', heading: /Categories/ },
    { name: 'tags', path: '/tags', heading: 'Tags' },
    { name: 'tag-detail', path: `/tag/${h.tag}`, heading: 'Tag' },
    { name: 'schedules', path: '/schedules', heading: 'Schedules' },
    { name: 'schedule-view', path: `/schedule/${h.rent}`, heading: 'Schedule' },
    { name: 'schedule-new', path: '/schedule', heading: 'Schedule' },
    { name: 'calendar', path: '/calendar', heading: 'Payment Calendar' },
    { name: 'scenarios', path: '/scenarios', heading: 'Scenarios' },
    { name: 'scenario-editor', path: `/scenario/${h.scenario}`, heading: 'Scenario' },
    { name: 'user', path: '/user', heading: 'User' },
    { name: 'security', path: '/security', heading: 'Security' },
    { name: 'debug', path: '/debug', heading: 'Debug Page' },
    { name: 'budgets', path: '/budgets', heading: 'Budgets' },
    { name: 'reports', path: '/reports', heading: 'Reports' },
  ];
}

/** Opens a screen and waits until its heading shows and nothing is still loading. */
export async function openScreen(page: Page, screen: Screen): Promise<void> {
  await page.goto(screen.path);
  await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}
