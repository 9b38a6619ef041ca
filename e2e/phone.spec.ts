import { expect, test, type Locator, type Page } from '@playwright/test';
import { login } from './support/app';
import { createHousehold, HOUSEHOLD_NAMES as NAMES, type Household } from './support/household';
import { isoDay } from './support/ledger';
import { openScreen, SIGNED_OUT_SCREENS, signedInScreens } from './support/screens';

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

/** Nothing on the page reaches past the phone's width, so nothing needs a sideways scroll to be seen. */
async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${screen} is ${width} px wide`).toBeLessThanOrEqual(PHONE.width);
}

/** Scrolled to, the element is wholly in sight: not cut by the screen's edge nor by a box around it. */
async function expectWhole(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await expect(locator).toBeInViewport({ ratio: 1 });
}

async function expectAllWhole(locators: Locator[]): Promise<void> {
  for (const locator of locators) await expectWhole(locator);
}

test('every screen fits a 390 px phone without scrolling sideways', async ({ page, request }) => {
  test.setTimeout(120_000);
  for (const screen of SIGNED_OUT_SCREENS) {
    await openScreen(page, screen);
    await expectNoSidewaysScroll(page, screen.name);
  }
  const household = await createHousehold(request, 'Priya');
  await login(page, household.person);
  for (const screen of signedInScreens(household)) {
    await test.step(screen.name, async () => {
      await openScreen(page, screen);
      await expectNoSidewaysScroll(page, screen.name);
      // The greeting and its menu stay in the header on every screen.
      await expectWhole(page.getByRole('banner').getByRole('button', { name: `Hello ${household.person.firstname}` }));
    });
  }
});

test('the login form is in sight at once and the signed-out header keeps its links on one line', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Login' });
  await expect(form.getByLabel('Email')).toBeInViewport({ ratio: 1 });
  await expect(form.getByRole('button', { name: 'Login' })).toBeInViewport({ ratio: 1 });
  const nav = page.getByRole('navigation', { name: 'Main' });
  const links = nav.getByRole('link');
  await expect(links).toHaveText(['Home', 'Register', 'Recover']);
  for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
  const tops = await Promise.all((await links.all()).map(async (link) => (await link.boundingBox())?.y));
  expect(new Set(tops).size, 'the three links share one line').toBe(1);
});

test.describe('lists on a phone show each row’s name, amount and main action', () => {
  let household: Household;

  test.beforeEach(async ({ page, request }) => {
    household = await createHousehold(request, 'Omar');
    await login(page, household.person);
  });

  test('the dashboard, accounts, third parties, an account’s transactions and the search results', async ({ page }) => {
    const recent = page.getByRole('region', { name: 'Recent Transactions' });
    const transfer = recent.getByRole('link', { name: /To savings/ });
    await expectAllWhole([transfer.getByText(`${NAMES.everyday} → ${NAMES.savings}`), transfer.getByText('$1,000.00')]);
    const upcoming = page.getByRole('region', { name: 'Upcoming Transactions' });
    // Every overdue rent payment is listed: the first of them stands for the rest.
    await expectAllWhole([upcoming.getByText(NAMES.rent).first(), upcoming.getByText('-$1,650.00').first()]);

    await page.goto('/accounts');
    const accounts = page.getByRole('table', { name: 'Accounts' });
    await expectAllWhole([
      accounts.getByRole('link', { name: NAMES.savings }),
      accounts.getByText('$126,430.50'),
      accounts.getByRole('link', { name: NAMES.landlord }),
      // What went to the landlord is money out, as everywhere (e2e/amount-signs.spec.ts).
      accounts.getByText('-$1,650.00', { exact: true }),
    ]);

    await page.goto('/thirdparties');
    const thirdParties = page.getByRole('table', { name: 'Third parties' });
    await expectAllWhole([
      thirdParties.getByRole('link', { name: NAMES.employer }),
      thirdParties.getByText('$5,230.00', { exact: true }),
    ]);

    await page.goto(`/transactions/${household.everyday}`);
    const transactions = page.getByRole('table', { name: 'Transactions' });
    await expectAllWhole([
      transactions.getByRole('link', { name: NAMES.grocer }),
      transactions.getByText('-$108.25'),
      transactions.getByText('Weekly shop and lunch'),
      transactions.getByRole('link', { name: NAMES.employer }),
      transactions.getByText('$5,230.00', { exact: true }),
    ]);

    await page.goto('/transactionsearch/?description=shop');
    const results = page.getByRole('table', { name: 'Matching transactions' });
    await expectAllWhole([
      results.getByRole('link', { name: 'Weekly shop and lunch' }),
      results.getByText('-$108.25', { exact: true }),
      results.getByRole('checkbox', { name: /Select Weekly shop and lunch/ }),
    ]);
  });

  test('schedules, a schedule’s payments, the calendar and a scenario', async ({ page }) => {
    await page.goto('/schedules');
    const schedules = page.getByRole('table', { name: 'Schedules' });
    // Each overdue rent payment has its row: the first stands for the rest.
    const rent = schedules.getByTestId('schedule-row').filter({ hasText: NAMES.rent }).first();
    await expectAllWhole([
      rent.getByRole('link', { name: NAMES.rent }),
      rent.getByText('$1,650.00'),
      rent.getByRole('link', { name: 'Pay' }),
      schedules.getByText('Overdue'),
    ]);

    await page.goto(`/schedule/${household.rent}`);
    const upcoming = page.getByRole('region', { name: 'Upcoming payments' });
    const first = upcoming.getByTestId('upcoming-payment').first();
    await expectAllWhole([
      first.getByText('$1,650.00'),
      first.getByRole('link', { name: 'Pay' }),
      first.getByRole('button', { name: 'More actions for payment 1' }),
    ]);

    // A month in which the weekly groceries certainly fall: the phone lists its days instead of a grid.
    await page.goto(`/calendar?month=${isoDay(8).slice(0, 7)}`);
    const agenda = page.getByRole('list', { name: /\d{4}$/ });
    await expectAllWhole([
      agenda.getByRole('link', { name: /Weekly groceries/ }).first(),
      agenda.getByText('$120.00').first(),
    ]);

    await page.goto(`/scenario/${household.scenario}`);
    const altered = page.getByRole('table', { name: 'Altered schedules' });
    await expectAllWhole([altered.getByRole('button', { name: NAMES.salary }), altered.getByText('$5,800.00')]);
  });

  test('a transaction’s lines and attachments, and the split lines of a payment being recorded', async ({ page }) => {
    await page.goto(`/transaction/${household.splitTransaction}`);
    const attachments = page.getByRole('table', { name: 'Attachments' });
    await expectAllWhole([
      attachments.getByRole('button', { name: 'weekly-shop-receipt.txt', exact: true }),
      attachments.getByRole('button', { name: 'Remove weekly-shop-receipt.txt' }),
      page.getByText('$84.35'),
      page.getByText('$23.90'),
    ]);

    // Paying a schedule opens the editor: each line's subcategory and budget get the whole width.
    await page.goto(`/transaction/schedule/${household.rent}/1`);
    const form = page.getByRole('form', { name: 'Transaction' });
    const subcategory = form.getByRole('combobox', { name: 'Subcategory line 1' });
    await expect(subcategory).toHaveValue('Rent');
    await form.getByRole('button', { name: 'Add split line' }).click();
    for (const field of [
      subcategory,
      form.getByRole('combobox', { name: 'Budget line 1' }),
      form.getByRole('combobox', { name: 'Subcategory line 2' }),
    ]) {
      await expectWhole(field);
      expect((await field.boundingBox())?.width, 'a picker wide enough to show its value').toBeGreaterThan(250);
    }
    await expect(form.getByRole('combobox', { name: 'Subcategory line 2' })).toHaveValue('Rent');
  });

  test('tags, categories and the family', async ({ page }) => {
    await page.goto('/tags');
    const tags = page.getByRole('table', { name: 'Tags' });
    await expectAllWhole([tags.getByRole('link', { name: NAMES.tag }), tags.getByText('$108.25')]);

    await page.goto('/categories');
    const categories = page.getByRole('table', { name: 'Categories' });
    await expectAllWhole([categories.getByText('Repairs and maintenance'), categories.getByText('$5,230.00').first()]);

    await page.goto('/user');
    const members = page.getByRole('table', { name: 'Members' });
    await expectAllWhole([members.getByText(household.person.email), members.getByText('Admin')]);
  });
});

test('the phone menu’s groups are disclosure buttons, reached with Tab, that say whether they are open', async ({
  page,
  request,
}) => {
  const household = await createHousehold(request, 'Mei');
  await login(page, household.person);

  const burger = page.getByRole('button', { name: 'Toggle side panel' });
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  // While the panel is closed its links are out of the way of the keyboard too: Tab goes from the header
  // to the page.
  const panel = page.getByRole('navigation', { name: 'Side panel' });
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Hello ${household.person.firstname}` })
    .focus();
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveCount(1);
  await expect(panel.locator(':focus')).toHaveCount(0);

  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: 'Compact' });
  const groups = ['Money', 'Planning', 'Reports', 'Setup'].map((name) => menu.getByRole('button', { name }));
  for (const group of groups) await expect(group).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: 'Accounts' })).toHaveCount(0);

  await menu.getByRole('link', { name: 'Home' }).focus();
  await page.keyboard.press('Tab');
  await expect(groups[0]!).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(groups[0]!).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Accounts' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Accounts' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await expect(groups[0]!).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: 'Accounts' })).toHaveCount(0);
  await page.screenshot({ path: 'e2e/screenshots/phone-menu.png' });

  await groups[1]!.click();
  await expect(groups[1]!).toHaveAttribute('aria-expanded', 'true');
  await menu.getByRole('link', { name: 'Schedules' }).click();
  await expect(page).toHaveURL(/\/schedules$/);
  // Following a link shows its page: the panel that covered it closes.
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { level: 1, name: 'Schedules' })).toBeInViewport();
});
