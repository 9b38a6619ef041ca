import { expect, test, type Page } from '@playwright/test';
import { login, newPerson, registerByApi, toast } from './support/app';
import {
  apiRoutes,
  createBankAccount,
  createCategory,
  createTag,
  createThirdParty,
  isoDay,
  ledgerSession,
  recordTransaction,
  requestTo,
} from './support/ledger';

const PHONE = { width: 390, height: 844 };

async function family(request: Parameters<typeof registerByApi>[0], firstname: string) {
  const person = newPerson(firstname, 'Lists');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const everyday = await createBankAccount(ledger, 'Everyday', 5000);
  const shop = await createThirdParty(ledger, 'Hardware Store');
  return { person, ledger, everyday, shop };
}

const categoryRow = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Categories' })
    .getByRole('row')
    .filter({ hasText: new RegExp(`^${name}`) });

test('a category chosen far down the list shows its actions right under it; deleting asks first', async ({
  page,
  request,
}) => {
  const { person, ledger, everyday, shop } = await family(request, 'Cato');
  const names = Array.from({ length: 24 }, (_, i) => `Category ${String(i + 1).padStart(2, '0')}`);
  for (const name of names) await createCategory(ledger, name, ['First', 'Second']);
  const { subcategoryIds } = await createCategory(ledger, 'Zoo trips', ['Tickets', 'Snacks']);
  await recordTransaction(ledger, {
    debitAccountId: everyday,
    creditAccountId: shop,
    lines: [{ amount: 18, subCategoryId: subcategoryIds.Tickets }],
  });
  await login(page, person);

  for (const viewport of [{ width: 1366, height: 860 }, PHONE]) {
    await test.step(`${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      await page.goto('/categories');
      const row = categoryRow(page, 'Zoo trips');
      await row.click();
      await expect(row).toHaveAttribute('aria-selected', 'true');
      // The actions are in sight and directly below the chosen row, not at the top of a long page.
      const actions = page.getByRole('region', { name: 'Selected row actions' });
      await expect(actions).toBeInViewport({ ratio: 1 });
      const rowBox = await row.boundingBox();
      const actionsBox = await actions.boundingBox();
      expect(actionsBox && rowBox && actionsBox.y - (rowBox.y + rowBox.height)).toBeLessThan(24);
      await expect(actions.getByRole('button', { name: 'Delete' })).toBeInViewport();
      await page.keyboard.press('Escape');
    });
  }

  // Deleting a category in use says what it takes with it, and Cancel keeps it.
  await page.setViewportSize({ width: 1366, height: 860 });
  const actions = page.getByRole('region', { name: 'Selected row actions' });
  await actions.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Category' });
  await expect(dialog).toContainText(
    'Confirm you want to delete the category Zoo trips and its 2 subcategories. Its 1 transaction keeps its subcategory. Include Inactive shows it again, to restore it.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(categoryRow(page, 'Zoo trips')).toHaveCount(1);
  await actions.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Category Zoo trips has been deleted successfully.')).toBeVisible();
  await expect(categoryRow(page, 'Zoo trips')).toHaveCount(0);
});

test('bulk update offers only tags valid on the ticked transactions’ days', async ({ page, request }) => {
  const { person, ledger, everyday, shop } = await family(request, 'Tilda');
  const inside = isoDay(-10);
  const outside = isoDay(-40);
  await createTag(ledger, 'Renovation', { useValidityPeriod: true, validFrom: isoDay(-20), validTo: isoDay(-1) });
  await createTag(ledger, 'Old project', { deactivated: true });
  await createTag(ledger, 'Always');
  await recordTransaction(ledger, {
    debitAccountId: everyday,
    creditAccountId: shop,
    lines: [40],
    date: inside,
    description: 'Paint',
  });
  await recordTransaction(ledger, {
    debitAccountId: everyday,
    creditAccountId: shop,
    lines: [60],
    date: outside,
    description: 'Tiles',
  });
  await login(page, person);
  await page.goto('/transactionsearch/?description=Hardware');
  const results = page.getByRole('table', { name: 'Matching transactions' });
  const panel = page.getByRole('region', { name: 'Bulk Update' });
  const tags = panel.getByRole('combobox', { name: 'Tags' });
  const offered = async () => {
    await tags.click();
    const names = await page.getByRole('option').allInnerTexts();
    await page.getByRole('heading', { name: 'Bulk Update' }).click();
    return names.sort();
  };

  await results.getByRole('checkbox', { name: /^Select Paint/ }).check();
  expect(await offered()).toEqual(['Always', 'Renovation']);
  // A transaction outside the tag's period is ticked too: the tag can no longer go on all of them.
  await results.getByRole('checkbox', { name: /^Select Tiles/ }).check();
  expect(await offered()).toEqual(['Always']);
  // Moved to a day inside the period, they all may carry it.
  await panel.getByLabel('New Date').fill(inside);
  expect(await offered()).toEqual(['Always', 'Renovation']);
  await tags.click();
  await page.getByRole('option', { name: 'Renovation' }).click();
  await page.getByRole('heading', { name: 'Bulk Update' }).click();
  await panel.getByRole('button', { name: 'Bulk Update' }).click();
  // The update first says how many transactions it changes (docs/product-decisions.md, "Bulk update").
  await page.getByRole('dialog').getByRole('button', { name: 'Change all 2' }).click();
  await expect(toast(page, '2 transactions updated.')).toBeVisible();
  await expect(results.getByRole('row').filter({ hasText: 'Renovation' })).toHaveCount(2);
});

test('an account’s search covers its whole period on the server and reads amounts as the list writes them', async ({
  page,
  request,
}) => {
  const { person, ledger, everyday, shop } = await family(request, 'Sami');
  await recordTransaction(ledger, {
    debitAccountId: everyday,
    creditAccountId: shop,
    lines: [1101],
    date: isoDay(-50),
    description: 'Kitchen cabinets',
  });
  await recordTransaction(ledger, {
    debitAccountId: everyday,
    creditAccountId: shop,
    lines: [1101.5],
    date: isoDay(-5),
    description: 'Worktop',
  });
  await recordTransaction(ledger, {
    debitAccountId: everyday,
    creditAccountId: shop,
    lines: [11.01],
    date: isoDay(-2),
    description: 'Screws',
  });
  await login(page, person);
  await page.goto(`/transactions/${everyday}?days=60`);
  const rows = page.getByTestId('transaction-row');
  await expect(rows).toHaveCount(3);
  const search = page.getByRole('textbox', { name: 'Search on amount or payee' });
  for (const [text, found] of [
    ['$1,101', 'Kitchen cabinets'],
    ['1101.00', 'Kitchen cabinets'],
    ['1101.50', 'Worktop'],
    ['-$11.01', 'Screws'],
    ['cabinets', 'Kitchen cabinets'],
  ] as const) {
    await search.fill(text);
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(found);
  }
  // The period still bounds the search.
  await page.getByText('30 days').click();
  await search.fill('$1,101');
  await expect(page.getByText('No transactions of the last 30 days match an amount of $1,101.00.')).toBeVisible();
});

test('several files are attached at once, chosen or dropped, one request each', async ({ page, request }) => {
  const { person, ledger, everyday, shop } = await family(request, 'Flo');
  const id = await recordTransaction(ledger, {
    debitAccountId: everyday,
    creditAccountId: shop,
    lines: [75],
    description: 'Shelves',
  });
  await login(page, person);
  await page.goto(`/transaction/${id}`);
  const uploads: string[] = [];
  page.on('request', (sent) => {
    if (
      sent.method() === 'POST' &&
      new URL(sent.url()).pathname === requestTo(apiRoutes.attachments.upload, { transactionId: id }).url
    )
      uploads.push(sent.url());
  });

  await page.getByRole('button', { name: 'Add Attachments' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Attachments' });
  await dialog.locator('input[type="file"]').setInputFiles([
    { name: 'receipt.txt', mimeType: 'text/plain', buffer: Buffer.from('Shelves: $75') },
    { name: 'manual.txt', mimeType: 'text/plain', buffer: Buffer.from('Assembly steps') },
    { name: 'huge-scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) },
  ]);
  // A file dropped on the area joins the ones chosen.
  const dropped = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['A photo of the shelves'], 'photo.txt', { type: 'text/plain' }));
    return transfer;
  });
  await dialog.getByTestId('attachment-drop-area').dispatchEvent('drop', { dataTransfer: dropped });
  const chosen = dialog.getByRole('list', { name: 'Chosen files' }).getByRole('listitem');
  await expect(chosen).toHaveCount(4);
  // The one too large is flagged and left out of the upload.
  await expect(chosen.filter({ hasText: 'huge-scan.pdf' })).toContainText(
    'Too large: attachments can be at most 10 MB.',
  );
  await dialog.getByRole('button', { name: 'Leave out huge-scan.pdf' }).click();
  await dialog.getByLabel('Description').fill('Shelves paperwork');
  await dialog.getByRole('button', { name: 'Upload 3 files' }).click();
  for (const name of ['receipt.txt', 'manual.txt', 'photo.txt'])
    await expect(toast(page, `${name} attached.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const attachments = page.getByRole('table', { name: 'Attachments' });
  await expect(attachments.getByRole('row')).toHaveCount(4);
  await expect(attachments).toContainText('Shelves paperwork');
  expect(uploads).toHaveLength(3);
});
