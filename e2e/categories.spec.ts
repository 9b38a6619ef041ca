import { expect, test, type Page } from '@playwright/test';
import { login, newPerson, registerByApi, toast } from './support/app';
import {
  apiRoutes,
  createBankAccount,
  createThirdParty,
  ledgerSession,
  recordTransaction,
  requestTo,
} from './support/ledger';

function categoryRow(page: Page, name: string) {
  return page
    .getByRole('table', { name: 'Categories' })
    .getByRole('row')
    .filter({ hasText: new RegExp(`^${name}`) });
}

async function select(page: Page, name: string) {
  await categoryRow(page, name).click();
  await expect(categoryRow(page, name)).toHaveAttribute('aria-selected', 'true');
}

test('categories and subcategories: create, modify, delete, restore and merge', async ({ page, request }) => {
  const person = newPerson('Jade', 'Quinn');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  await login(page, person);

  await page.goto('/categories');
  await expect(page.getByRole('heading', { name: 'Categories and Subcategories', level: 1 })).toBeVisible();

  // Save with an empty name does nothing: no call, no toast, the modal stays.
  await page.getByRole('button', { name: 'Create Category' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create Category' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeVisible();
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  await dialog.getByLabel('Name').fill('Household');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Category Household has been created successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await select(page, 'Household');
  for (const name of ['Cleaning', 'Repairs']) {
    await page.getByRole('button', { name: 'Create Subcategory' }).click();
    dialog = page.getByRole('dialog', { name: 'Create Subcategory' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, `Subcategory ${name} has been created successfully.`)).toBeVisible();
  }

  await select(page, 'Repairs');
  await page.getByRole('button', { name: 'Modify' }).click();
  dialog = page.getByRole('dialog', { name: 'Modify Subcategory' });
  await expect(dialog.getByLabel('Name')).toHaveValue('Repairs');
  await dialog.getByLabel('Name').fill('Maintenance');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Subcategory Maintenance has been created successfully.')).toBeVisible();

  await select(page, 'Household');
  await page.getByRole('button', { name: 'Modify' }).click();
  dialog = page.getByRole('dialog', { name: 'Modify Category' });
  await dialog.getByLabel('Name').fill('Home');
  await dialog.getByRole('switch', { name: 'Income Category' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Category Home has been created successfully.')).toBeVisible();
  await expect(categoryRow(page, 'Home')).toBeVisible();

  // Unused: Delete, no Merge. Deleted rows show only with Include Inactive, where Restore brings them back.
  await select(page, 'Maintenance');
  await expect(page.getByRole('button', { name: 'Merge' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirmDelete = page.getByRole('dialog', { name: 'Delete Subcategory' });
  await expect(confirmDelete).toContainText('Confirm you want to delete the subcategory Maintenance.');
  await confirmDelete.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Subcategory Maintenance has been deleted successfully.')).toBeVisible();
  await expect(categoryRow(page, 'Maintenance')).toHaveCount(0);
  await page.getByRole('switch', { name: 'Include Inactive' }).click();
  await expect(categoryRow(page, 'Maintenance').getByRole('img', { name: 'Disabled' })).toBeVisible();
  await select(page, 'Maintenance');
  await expect(page.getByRole('button', { name: 'Modify' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(toast(page, 'Subcategory Maintenance has been restored successfully.')).toBeVisible();
  await expect(categoryRow(page, 'Maintenance').getByRole('img', { name: 'Enabled' })).toBeVisible();

  // A payment uses Cleaning: it can no longer be deleted, only merged.
  const categories = await ledger.call<{ name: string; subcategories: { id: number; name: string }[] }[]>(
    requestTo(apiRoutes.categories.list),
  );
  const cleaning = categories.flatMap((c) => c.subcategories).find((s) => s.name === 'Cleaning');
  const bank = await createBankAccount(ledger, 'Everyday', 100);
  const shop = await createThirdParty(ledger, 'Hardware Store');
  await recordTransaction(ledger, {
    debitAccountId: bank,
    creditAccountId: shop,
    lines: [{ amount: 25, subCategoryId: cleaning?.id }],
  });
  await page.reload();
  // Include Inactive lives in the address: the reload kept it on; off again, deleted rows go.
  await expect(page.getByRole('switch', { name: 'Include Inactive' })).toBeChecked();
  await page.getByRole('switch', { name: 'Include Inactive' }).click();
  await expect(page.getByRole('switch', { name: 'Include Inactive' })).not.toBeChecked();
  await expect(categoryRow(page, 'Cleaning')).toContainText('$25.00');
  await expect(categoryRow(page, 'Cleaning').getByRole('cell').nth(3)).toHaveText('1');
  await expect(categoryRow(page, 'Maintenance').getByRole('cell').nth(3)).toHaveText('0');

  await select(page, 'Cleaning');
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Merge' }).click();
  dialog = page.getByRole('dialog', { name: 'Merge Subcategory' });
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expect(toast(page, 'Need to select a origin and destination subcategory')).toBeVisible();
  await dialog.getByLabel('Destination subcategory').click();
  await page.getByRole('option', { name: 'Cleaning' }).click();
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expect(toast(page, "Unable to merge sub category it's self")).toBeVisible();
  await dialog.getByLabel('Destination subcategory').click();
  await page.getByRole('option', { name: 'Maintenance' }).click();
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expect(toast(page, 'Subcategory Cleaning has been merged into Maintenance.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The usage moved: Maintenance carries the payment, Cleaning is deleted and empty.
  await expect(categoryRow(page, 'Maintenance')).toContainText('$25.00');
  await expect(categoryRow(page, 'Maintenance').getByRole('cell').nth(3)).toHaveText('1');
  await expect(categoryRow(page, 'Cleaning')).toHaveCount(0);
  await page.getByRole('switch', { name: 'Include Inactive' }).click();
  await expect(categoryRow(page, 'Cleaning').getByRole('img', { name: 'Disabled' })).toBeVisible();
  await expect(categoryRow(page, 'Cleaning')).toContainText('$0.00');
  await select(page, 'Home');
  await page.screenshot({ path: 'e2e/screenshots/categories.png' });
});
