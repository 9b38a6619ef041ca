import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { login, newPerson, registerByApi, toast } from './support/app';
import {
  apiRoutes,
  createBankAccount,
  createCategory,
  createThirdParty,
  deleteTransaction,
  isoDay,
  ledgerSession,
  recordTransaction,
  requestTo,
} from './support/ledger';

const VIEWPORTS = [
  { label: 'desktop', width: 1366, height: 860 },
  { label: 'phone', width: 390, height: 844 },
] as const;

const SHOTS = '/tmp/shots-undo';

/** A family with an account, a shop and three payments on Groceries, ready to be changed and changed back. */
async function seedFamily(request: APIRequestContext, firstname: string) {
  const person = newPerson(firstname, 'Undo');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const everyday = await createBankAccount(ledger, 'Everyday', 500);
  const shop = await createThirdParty(ledger, 'Corner Shop');
  const { subcategoryIds } = await createCategory(ledger, 'Food', ['Groceries', 'Dining', 'Coffee']);
  const pay = (description: string, amount: number, days: number, subCategoryId = subcategoryIds.Groceries) =>
    recordTransaction(ledger, {
      debitAccountId: everyday,
      creditAccountId: shop,
      date: isoDay(days),
      description,
      lines: [{ amount, subCategoryId }],
    });
  const bread = await pay('Bread and milk', 12.5, -3);
  const fruit = await pay('Fruit box', 20, -2);
  const cheese = await pay('Cheese', 8.25, -1);
  const latte = await pay('Latte', 4.5, -1, subcategoryIds.Coffee);
  return { person, ledger, everyday, subcategoryIds, bread, fruit, cheese, latte };
}

/** Serious and critical axe violations of what the page shows now, toasts and dialogs included. */
async function expectAccessible(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, what).toEqual([]);
}

/** The toast may not lie over the button whose action it reports. */
async function expectUncovered(toastBox: Locator, action: Locator): Promise<void> {
  const a = await toastBox.boundingBox();
  const b = await action.boundingBox();
  expect(a && b, 'both are on screen').toBeTruthy();
  if (!a || !b) return;
  const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps, `toast ${JSON.stringify(a)} over ${JSON.stringify(b)}`).toBe(false);
}

const categoryRow = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Categories' })
    .getByRole('row')
    .filter({ hasText: new RegExp(`^${name}`) });

const registerRow = (page: Page, description: string) =>
  page.getByRole('main').locator('tbody tr').filter({ hasText: description });

for (const viewport of VIEWPORTS) {
  test.describe(`undo at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a deleted transaction comes back from the toast’s Undo with the same balance', async ({ page, request }) => {
      const family = await seedFamily(request, viewport.label === 'phone' ? 'Pia' : 'Dan');
      await login(page, family.person);
      await page.goto(`/transactions/${family.everyday}`);
      const row = registerRow(page, 'Fruit box');
      await expect(row).toBeVisible();
      const before = (await row.innerText()).replace(/\s+/g, ' ');
      expect(before).toContain('$467.50');

      await page.goto(`/transaction/${family.fruit}`);
      const deleteButton = page.getByRole('main').getByRole('button', { name: 'Delete' });
      await deleteButton.click();
      await page.getByRole('dialog', { name: 'Delete Transaction' }).getByRole('button', { name: 'Delete' }).click();
      const deleted = toast(page, 'Transaction Deleted Successfully.');
      await expect(deleted).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/transactions/${family.everyday}$`));
      await expect(registerRow(page, 'Fruit box')).toHaveCount(0);
      await expect(registerRow(page, 'Cheese')).not.toContainText('$467.50');
      // Held open while it is looked at, as a pointer resting on it holds it.
      await deleted.hover();
      await page.screenshot({ path: `${SHOTS}/delete-toast-${viewport.width}.png` });
      await expectAccessible(page, 'the account with the delete toast open');

      await deleted.getByRole('button', { name: 'Undo' }).click();
      await expect(toast(page, 'Transaction restored.')).toBeVisible();
      await expect(registerRow(page, 'Fruit box')).toBeVisible();
      expect((await registerRow(page, 'Fruit box').innerText()).replace(/\s+/g, ' ')).toBe(before);
    });

    test('a bulk update says how many it changes, and its toast’s Undo puts them back', async ({ page, request }) => {
      const family = await seedFamily(request, viewport.label === 'phone' ? 'Bea' : 'Bo');
      await login(page, family.person);
      await page.goto('/transactionsearch/?description=e');
      const results = page.getByRole('region', { name: 'Results' });
      await expect(results.getByText('Bread and milk')).toBeVisible();
      for (const name of ['Bread and milk', 'Cheese'])
        await results.getByRole('checkbox', { name: new RegExp(`^Select ${name}`) }).check();
      const panel = page.getByRole('region', { name: 'Bulk Update' });
      await panel.getByLabel('New Description').fill('Weekly shop');
      await panel.getByLabel('Subcategory').click();
      await page.getByRole('option', { name: 'Dining' }).click();
      const bulkUpdate = panel.getByRole('button', { name: 'Bulk Update' });
      await bulkUpdate.click();

      const dialog = page.getByRole('dialog', { name: 'Change 2 transactions?' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('New DescriptionWeekly shop');
      await expect(dialog).toContainText('SubcategoryFood - Dining on every line');
      // The dialog's fade-in, over before the picture is taken.
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${SHOTS}/bulk-confirm-${viewport.width}.png` });
      await expectAccessible(page, 'the bulk update confirmation');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(results.getByText('Bread and milk')).toBeVisible();

      await bulkUpdate.click();
      await dialog.getByRole('button', { name: 'Change all 2' }).click();
      const updated = toast(page, '2 transactions updated.');
      await expect(updated).toBeVisible();
      await expect(results.getByText('Weekly shop')).toHaveCount(2);
      await expectUncovered(updated, bulkUpdate);
      await updated.hover();
      await page.screenshot({ path: `${SHOTS}/bulk-toast-${viewport.width}.png` });
      await expectAccessible(page, 'the search with the bulk update toast open');

      await updated.getByRole('button', { name: 'Undo' }).click();
      await expect(toast(page, 'Bulk update undone: 2 transactions restored.')).toBeVisible();
      await expect(results.getByText('Weekly shop')).toHaveCount(0);
      await expect(results.getByText('Bread and milk')).toBeVisible();
      await expect(results.locator('tbody tr').filter({ hasText: 'Cheese' })).toContainText('Groceries');
    });

    test('later, the transaction offers Undo of the bulk update that changed it, and Restore once deleted', async ({
      page,
      request,
    }) => {
      const family = await seedFamily(request, viewport.label === 'phone' ? 'Lia' : 'Leo');
      await family.ledger.call(requestTo(apiRoutes.transactions.bulkUpdate), {
        transactionIds: [family.bread, family.cheese],
        subCategoryId: family.subcategoryIds.Dining,
      });
      await deleteTransaction(family.ledger, family.fruit);
      await login(page, family.person);

      await page.goto(`/transaction/${family.bread}`);
      const note = page.getByRole('alert').filter({ hasText: 'Recent changes that can be undone' });
      await expect(note).toContainText(`Changed by a bulk update of 2 transactions (subcategory) on`);
      await expect(note).toContainText(`by ${family.person.firstname} Undo`);
      await page.screenshot({ path: `${SHOTS}/transaction-undo-note-${viewport.width}.png` });
      await note.getByRole('button', { name: 'Undo the bulk update' }).click();
      await expect(toast(page, 'Bulk update undone: 2 transactions restored.')).toBeVisible();
      await expect(note).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Transaction details' })).toContainText('Food - Groceries');

      await page.goto(`/transaction/${family.fruit}`);
      await expect(page.getByText('This transaction has been deleted')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/deleted-transaction-${viewport.width}.png` });
      await page.getByRole('button', { name: 'Restore' }).click();
      await expect(toast(page, 'Transaction restored.')).toBeVisible();
      await expect(page.getByText('This transaction has been deleted')).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('button', { name: 'Delete' })).toBeVisible();
    });

    test('a merge is undone from its toast', async ({ page, request }) => {
      const family = await seedFamily(request, viewport.label === 'phone' ? 'Mo' : 'Max');
      await login(page, family.person);
      await page.goto('/categories');
      await categoryRow(page, 'Coffee').click();
      await page.getByRole('button', { name: 'Merge' }).click();
      const dialog = page.getByRole('dialog', { name: 'Merge Subcategory' });
      await dialog.getByLabel('Destination subcategory').click();
      await page.getByRole('option', { name: 'Dining' }).click();
      await dialog.getByRole('button', { name: 'Merge' }).click();
      const merged = toast(page, 'Subcategory Coffee has been merged into Dining.');
      await expect(merged).toBeVisible();
      await expect(categoryRow(page, 'Coffee')).toHaveCount(0);
      await merged.hover();
      await page.screenshot({ path: `${SHOTS}/merge-toast-${viewport.width}.png` });
      await expectAccessible(page, 'the categories with the merge toast open');
      await merged.getByRole('button', { name: 'Undo' }).click();
      await expect(toast(page, 'Merge undone: 1 use moved back.')).toBeVisible();
      await expect(categoryRow(page, 'Coffee')).toContainText('$4.50');
    });
  });
}
