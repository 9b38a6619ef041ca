import { expect, test, type Page } from '@playwright/test';
import { login, toast } from './support/app';
import { createHousehold, HOUSEHOLD_NAMES as NAMES } from './support/household';
import { expectNoSeriousViolations, settled } from './support/trust';

const VIEWPORTS = [
  { label: 'desktop', width: 1366, height: 860 },
  { label: 'phone', width: 390, height: 844 },
] as const;

const discardDialog = (page: Page) => page.getByRole('dialog', { name: 'Discard changes?' });

/** The flame in the header: a link of the app, on every page at every width. */
const homeLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Hearth home' });

/** Follows a link of the navigation: the header's menus, or the side panel's on a phone. */
async function openFromMenu(page: Page, group: string, link: string): Promise<void> {
  const header = page.getByRole('navigation', { name: 'Main' });
  if (await header.isVisible()) {
    await header.getByRole('button', { name: group }).click();
    await page.getByRole('menu', { name: group }).getByRole('menuitem', { name: link }).click();
    return;
  }
  await page.getByRole('button', { name: 'Toggle side panel' }).click();
  const compact = page.getByRole('navigation', { name: 'Compact' });
  await compact.getByRole('button', { name: group }).click();
  await compact.getByRole('link', { name: link }).click();
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('leaving an editor with unsaved changes asks first: Back, a link, and never after a save', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const household = await createHousehold(request, viewport.label === 'phone' ? 'Liesel' : 'Leonard');
      await login(page, household.person);

      // A new budget, half typed: the browser's Back asks; Keep editing stays, with what was typed.
      await page.goto('/budgets');
      await page.getByRole('main').getByRole('link', { name: 'Create', exact: true }).click();
      const budget = page.getByRole('form', { name: 'Budget' });
      await budget.getByLabel('Name').fill('Half typed');
      await page.goBack();
      await settled(discardDialog(page));
      await expect(page).toHaveURL(/\/budget$/);
      await page.screenshot({ path: `/tmp/shots-ui/discard-changes-${viewport.width}.png` });
      await expectNoSeriousViolations(page, 'the Discard changes? dialog');
      await discardDialog(page).getByRole('button', { name: 'Keep editing' }).click();
      await expect(discardDialog(page)).toHaveCount(0);
      await expect(budget.getByLabel('Name')).toHaveValue('Half typed');
      await expect(page).toHaveURL(/\/budget$/);
      // A link of the app asks too; Discard changes goes where it led.
      await homeLink(page).click();
      await discardDialog(page).getByRole('button', { name: 'Discard changes' }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Hello ${household.person.firstname}` })).toBeVisible();

      // Saved, nothing is left to lose: the budget opens at its address without a question.
      await page.goto('/budgets');
      await page.getByRole('main').getByRole('link', { name: 'Create', exact: true }).click();
      await budget.getByLabel('Name').fill('Treats');
      await budget.getByLabel('Allowance').fill('40');
      await budget.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/budget\/\d+$/);
      await expect(discardDialog(page)).toHaveCount(0);
      await homeLink(page).click();
      await expect(page.getByRole('heading', { level: 1, name: `Hello ${household.person.firstname}` })).toBeVisible();

      // An account's editor: unchanged, it leaves freely; changed, a link asks.
      await page.goto('/accounts');
      await page.getByRole('table', { name: 'Accounts' }).getByRole('link', { name: NAMES.everyday }).click();
      const account = page.getByRole('form', { name: 'Account details' });
      await expect(account.getByLabel('Name')).toHaveValue(NAMES.everyday);
      await account.getByLabel('Name').fill('Everyday spending');
      await homeLink(page).click();
      await settled(discardDialog(page));
      await discardDialog(page).getByRole('button', { name: 'Keep editing' }).click();
      await account.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Account, Everyday spending, Saved Successfully.')).toBeVisible();
      await homeLink(page).click();
      await expect(discardDialog(page)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: `Hello ${household.person.firstname}` })).toBeVisible();

      // A schedule in edit mode: Back asks; Cancel drops the changes without a question.
      await page.goto('/schedules');
      await page.getByRole('table', { name: 'Schedules' }).getByRole('link', { name: NAMES.salary }).click();
      await page.getByRole('button', { name: 'Edit' }).click();
      const schedule = page.getByRole('form', { name: 'Schedule' });
      await schedule.getByLabel('Description').fill('Salary, after the rise');
      await page.goBack();
      await settled(discardDialog(page));
      await discardDialog(page).getByRole('button', { name: 'Keep editing' }).click();
      await expect(schedule.getByLabel('Description')).toHaveValue('Salary, after the rise');
      await schedule.getByRole('button', { name: 'Cancel' }).click();
      await expect(discardDialog(page)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();

      // A category's dialog: Back with a name typed asks before the page goes.
      await homeLink(page).click();
      await openFromMenu(page, 'Setup', 'Categories');
      await expect(page.getByRole('heading', { level: 1, name: /Categories/ })).toBeVisible();
      await page.getByRole('button', { name: 'Create Category' }).click();
      const category = page.getByRole('dialog', { name: 'Create Category' });
      await category.getByLabel('Name').fill('Pets');
      await page.goBack();
      await settled(discardDialog(page));
      await discardDialog(page).getByRole('button', { name: 'Keep editing' }).click();
      await expect(category.getByLabel('Name')).toHaveValue('Pets');
      await expect(page).toHaveURL(/\/categories$/);
      await page.goBack();
      await discardDialog(page).getByRole('button', { name: 'Discard changes' }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Hello ${household.person.firstname}` })).toBeVisible();
    });
  });
}
