import { expect, test, type Page } from '@playwright/test';
import { login, newPerson, registerByApi, toast } from './support/app';
import {
  apiRoutes,
  createBankAccount,
  createCategory,
  createTag,
  createThirdParty,
  deleteTransaction,
  isoDay,
  ledgerSession,
  recordTransaction,
  requestTo,
  shownDay,
} from './support/ledger';

const PERIOD_MESSAGE = "Please enter a value for 'Valid From' or 'Valid To'.";

const details = (page: Page) => page.getByRole('form', { name: 'Tag details' });
const tagsTable = (page: Page) => page.getByRole('table', { name: 'Tags' });

test('create a tag with a validity period, then without one', async ({ page, request }) => {
  const person = newPerson('Tilly', 'Tagger');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  await login(page, person);

  await page.goto('/tags');
  await expect(page.getByText(/^No tags yet/)).toBeVisible();
  await page.getByRole('link', { name: 'Create New Tag' }).click();
  await expect(page).toHaveURL(/\/tag$/);
  await expect(page.getByRole('heading', { name: 'New Tag' })).toBeVisible();

  const form = details(page);
  await form.getByLabel('Name').fill('Summer Holiday');
  await expect(form.getByLabel('Currently Active')).toBeChecked();
  await expect(form.getByLabel('Valid From')).toBeDisabled();
  await form.getByLabel('Use validity period').check();
  await expect(form.getByLabel('Valid From')).toBeEnabled();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, PERIOD_MESSAGE)).toBeVisible();
  await expect(page).toHaveURL(/\/tag$/);

  const from = isoDay(-60);
  const to = isoDay(30);
  await form.getByLabel('Valid From').fill(from);
  await form.getByLabel('Valid To').fill(to);
  // Leaving the field closes its calendar, as a keyboard user would.
  await form.getByLabel('Valid To').press('Tab');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Summer Holiday, Saved Successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/tag\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { name: 'Tag', exact: true })).toBeVisible();
  await expect(details(page).getByLabel('Valid From')).toHaveValue(shownDay(from));
  await expect(details(page).getByLabel('Valid To')).toHaveValue(shownDay(to));
  await expect(page.getByText('No schedules use this tag.')).toBeVisible();

  // The period switched off: the dates go on save.
  await details(page).getByLabel('Use validity period').uncheck();
  await details(page).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Summer Holiday, Saved Successfully.').last()).toBeVisible();
  await expect(details(page).getByLabel('Valid From')).toHaveValue('');
  await expect(details(page).getByLabel('Valid To')).toHaveValue('');
  await expect(details(page).getByLabel('Valid From')).toBeDisabled();
  const saved = await ledger.call<{
    tag: { useValidityPeriod: boolean; validFrom: string | null; validTo: string | null };
  }>(requestTo(apiRoutes.tags.get, { id }));
  expect(saved.tag).toMatchObject({ useValidityPeriod: false, validFrom: null, validTo: null });
  await page.reload();
  await expect(details(page).getByLabel('Name')).toHaveValue('Summer Holiday');
  await expect(details(page).getByLabel('Use validity period')).not.toBeChecked();
  await expect(details(page).getByLabel('Valid From')).toHaveValue('');
});

test('the list counts and sums tagged transactions in its period; the editor breaks them down', async ({
  page,
  request,
}) => {
  const person = newPerson('Theo', 'Tagger');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const bank = await createBankAccount(ledger, 'Family Current', 1000);
  const hotel = await createThirdParty(ledger, 'Seaside Hotel');
  const cafe = await createThirdParty(ledger, 'Harbour Cafe');
  const { subcategoryIds: travel } = await createCategory(ledger, 'Travel', ['Lodging', 'Meals']);
  const holiday = await createTag(ledger, 'Summer Holiday');
  await createTag(ledger, 'Old Kitchen', { deactivated: true });
  const wedding = await createTag(ledger, 'Wedding');
  const pay = (
    date: string,
    credit: number,
    description: string,
    lines: { amount: number; subCategoryId?: number }[],
    tags: number[],
  ) => recordTransaction(ledger, { date, debitAccountId: bank, creditAccountId: credit, description, lines, tags });

  await pay(isoDay(-20), hotel, 'Hotel, three nights', [{ amount: 450, subCategoryId: travel.Lodging }], [holiday]);
  await pay(
    isoDay(-18),
    cafe,
    'Lunch and tea',
    [
      { amount: 30.5, subCategoryId: travel.Meals },
      { amount: 9.5, subCategoryId: travel.Lodging },
    ],
    [holiday, wedding],
  );
  await pay(isoDay(-400), hotel, 'Last year deposit', [{ amount: 100, subCategoryId: travel.Lodging }], [holiday]);
  const dropped = await pay(
    isoDay(-10),
    cafe,
    'Cancelled booking',
    [{ amount: 75, subCategoryId: travel.Meals }],
    [holiday],
  );
  await deleteTransaction(ledger, dropped);

  await login(page, person);
  await page.goto('/tags');
  await expect(page.getByLabel('From')).toHaveValue(shownDay(dateMonthsAgo(12)));
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(shownDay(isoDay()));
  await expect(tagsTable(page).locator('tbody tr')).toHaveCount(2);
  // Within the last twelve months: two live transactions, $490.00; the deleted one and last year's are out.
  await expect(rowCells(page, 'Summer Holiday')).toHaveText(['Summer Holiday', '2', '0', 'Yes', '$490.00']);
  await expect(rowCells(page, 'Wedding')).toHaveText(['Wedding', '1', '0', 'Yes', '$40.00']);

  await page.getByLabel('Include Deactivated').check();
  await expect(rowCells(page, 'Old Kitchen')).toHaveText(['Old Kitchen', '0', '0', 'No', '$0.00']);
  await page.getByLabel('Search').fill('summer');
  await expect(tagsTable(page).locator('tbody tr')).toHaveCount(1);
  await page.getByLabel('Search').fill('');
  await expect(tagsTable(page).locator('tbody tr')).toHaveCount(3);
  await page.screenshot({ path: 'e2e/screenshots/tags-list.png', fullPage: true });

  await page.getByLabel('From').fill(isoDay(-500));
  await expect(rowCells(page, 'Summer Holiday')).toHaveText(['Summer Holiday', '3', '0', 'Yes', '$590.00']);

  await tagsTable(page)
    .getByRole('row')
    .filter({ hasText: 'Summer Holiday' })
    .getByRole('cell', { name: '$590.00' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/tag/${holiday}$`));
  await expect(details(page).getByLabel('Name')).toHaveValue('Summer Holiday');
  const breakdown = page.getByRole('table', { name: 'Amount by category' });
  await expect(breakdown.locator('tbody tr')).toHaveText([/Travel\s*Lodging\s*\$559\.50/, /Travel\s*Meals\s*\$30\.50/]);
  await expect(breakdown.locator('tfoot')).toContainText('$590.00');
  const tagged = page.getByRole('table', { name: 'Transactions with this tag' });
  await expect(tagged.locator('tbody tr')).toHaveCount(3);
  await expect(tagged.getByRole('row').filter({ hasText: 'Lunch and tea' })).toContainText(
    'Family Current → Harbour Cafe',
  );
  await expect(tagged.getByRole('row').filter({ hasText: 'Lunch and tea' })).toContainText('$40.00');
  await expect(page.getByText('No schedules use this tag.')).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/tag-editor.png', fullPage: true });

  await tagged.getByRole('link', { name: 'Hotel, three nights' }).click();
  await expect(page).toHaveURL(/\/transaction\/\d+$/);
});

function rowCells(page: Page, name: string) {
  return tagsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) })
    .getByRole('cell');
}

/** The same day `months` months back, as the list's default period starts. */
function dateMonthsAgo(months: number): string {
  const today = isoDay();
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) - months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}
