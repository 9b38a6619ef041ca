import { expect, test, type Page } from '@playwright/test';
import { login } from './support/app';
import { createBudget } from './support/budgets';
import { createHousehold, HOUSEHOLD_NAMES as NAMES } from './support/household';
import { apiRoutes, createBankAccount, createCategory, createThirdParty, isoDay, requestTo } from './support/ledger';

const VIEWPORTS = [
  { label: 'desktop', width: 1366, height: 860 },
  { label: 'phone', width: 390, height: 844 },
] as const;

/** What the address asks for, as the page would read it again. */
const query = (page: Page) => new URL(page.url()).searchParams;

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('list searches and switches live in the address: a reload and Back keep them', async ({ page, request }) => {
      test.setTimeout(120_000);
      const household = await createHousehold(request, viewport.label === 'phone' ? 'Phoebe' : 'Desmond');
      const { ledger } = household;
      await createBankAccount(ledger, 'Old Cheque Account', 0, { isActive: false });
      await createThirdParty(ledger, 'Old Window Cleaner', { isActive: false });
      const garden = await createCategory(ledger, 'Garden', ['Plants']);
      await ledger.call(requestTo(apiRoutes.categories.changeCategory), {
        id: garden.categoryId,
        deletedFlag: true,
        isSubcategory: false,
      });
      await createBudget(ledger, {
        name: 'Weekly treats',
        allowanceAmount: 40,
        budgetTypeId: 1,
        startDate: isoDay(-20),
      });
      await createBudget(ledger, {
        name: 'Monthly bills',
        allowanceAmount: 900,
        budgetTypeId: 2,
        startDate: isoDay(-20),
      });
      await login(page, household.person);

      // Accounts: the switch and the search, kept through a reload, a visit to an account and Back.
      await page.goto('/accounts');
      const accounts = page.getByRole('table', { name: 'Accounts' });
      await expect(accounts.getByRole('link', { name: NAMES.everyday })).toBeVisible();
      await page.getByRole('switch', { name: 'Include Inactive' }).check();
      await page.getByRole('textbox', { name: 'Search' }).fill('old');
      await expect.poll(() => query(page).get('search')).toBe('old');
      expect(query(page).get('inactive')).toBe('true');
      await page.reload();
      await expect(page.getByRole('switch', { name: 'Include Inactive' })).toBeChecked();
      await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('old');
      await expect(accounts.getByRole('link')).toHaveText(['Old Cheque Account', 'Old Window Cleaner']);
      await accounts.getByRole('link', { name: 'Old Cheque Account' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
      await page.goBack();
      await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('old');
      await expect(page.getByRole('switch', { name: 'Include Inactive' })).toBeChecked();
      await expect(accounts.getByRole('link')).toHaveText(['Old Cheque Account', 'Old Window Cleaner']);
      // Another type of account keeps them.
      await page.getByRole('radiogroup', { name: 'Account type' }).getByText('Bank Accounts', { exact: true }).click();
      await expect(page).toHaveURL(/\/accounts\/1\?/);
      await expect(accounts.getByRole('link')).toHaveText(['Old Cheque Account']);
      await page.screenshot({ path: `/tmp/shots-ui/accounts-filtered-${viewport.width}.png`, fullPage: true });

      // Third parties.
      await page.goto('/thirdparties?inactive=true');
      const thirdParties = page.getByRole('table', { name: 'Third parties' });
      await expect(thirdParties.getByRole('link', { name: 'Old Window Cleaner' })).toBeVisible();
      await page.getByRole('switch', { name: 'Include Inactive' }).uncheck();
      await expect(thirdParties.getByRole('link', { name: 'Old Window Cleaner' })).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('switch', { name: 'Include Inactive' })).not.toBeChecked();
      await expect(thirdParties.getByRole('link', { name: NAMES.landlord })).toBeVisible();
      await expect(thirdParties.getByRole('link', { name: 'Old Window Cleaner' })).toHaveCount(0);

      // Categories: the deleted ones shown, through a reload.
      await page.goto('/categories');
      await expect(page.getByText('Garden', { exact: true })).toHaveCount(0);
      await page.getByRole('switch', { name: 'Include Inactive' }).check();
      await expect(page.getByText('Garden', { exact: true })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('switch', { name: 'Include Inactive' })).toBeChecked();
      await expect(page.getByText('Garden', { exact: true })).toBeVisible();
      await page.screenshot({ path: `/tmp/shots-ui/categories-inactive-${viewport.width}.png`, fullPage: true });

      // Schedules: the payee search.
      await page.goto('/schedules');
      await page.getByRole('textbox', { name: 'Payee' }).fill('Northwind');
      await expect.poll(() => query(page).get('payee')).toBe('Northwind');
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Payee' })).toHaveValue('Northwind');
      const schedules = page.getByRole('table', { name: 'Schedules' });
      await expect(schedules.getByText(NAMES.salary)).toBeVisible();
      await expect(schedules.getByText(NAMES.rent)).toHaveCount(0);

      // A report's choices and its Show as table switch.
      await page.goto('/budgettrend');
      await page.getByRole('combobox', { name: 'Budget Type' }).click();
      await page.getByRole('option', { name: 'Monthly' }).click();
      await expect(page.getByRole('combobox', { name: 'Budget', exact: true })).toHaveValue('Monthly bills');
      await page.reload();
      await expect(page.getByRole('combobox', { name: 'Budget Type' })).toHaveValue('Monthly');
      await expect(page.getByRole('combobox', { name: 'Budget', exact: true })).toHaveValue('Monthly bills');
      await page.goto('/balancetrend');
      await page.getByRole('switch', { name: 'Show as table' }).check();
      await expect(page.getByRole('table', { name: /as a table$/ })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('switch', { name: 'Show as table' })).toBeChecked();
      await expect(page.getByRole('table', { name: /as a table$/ })).toBeVisible();
    });
  });
}
