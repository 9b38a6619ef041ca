import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { login, newPerson, registerByApi, toast } from './support/app';
import { expectNoSidewaysScroll, openPage } from './support/budgets';
import { csvStatement, previewRow, uploadStatement } from './support/import';
import {
  apiRoutes,
  createBankAccount,
  createCategory,
  createThirdParty,
  isoDay,
  ledgerSession,
  recordTransaction,
  requestTo,
  type LedgerSession,
} from './support/ledger';

const SHOTS = '/tmp/shots-import';

const VIEWPORTS = [
  { label: 'desktop', width: 1366, height: 860 },
  { label: 'phone', width: 390, height: 844 },
] as const;

/** Serious and critical violations, toasts and dialogs included, each named with where it is. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} at ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

async function expectAccessible(page: Page, what: string): Promise<void> {
  expect.soft(await seriousViolations(page), `${what} at ${page.viewportSize()?.width} px`).toEqual([]);
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({
    path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`,
    fullPage: true,
    animations: 'disabled',
  });
}

/** Row 1 matches the groceries recorded; rows 2–4 create transactions (row 4 with Corner Grocer, whose default is Groceries). */
const STATEMENT = csvStatement([
  { day: -9, description: 'CORNER GROCER', amount: '-54.20' },
  { day: -7, description: 'NETFLIX.COM', amount: '-15.49' },
  { day: -5, description: 'COFFEE CART', amount: '-4.50' },
  { day: -3, description: 'CORNER GROCER', amount: '-23.10' },
]);

interface Found {
  id: number;
  isReconciled: boolean;
  subCategoryName: string | null;
}

async function household(request: Parameters<typeof registerByApi>[0], firstname: string) {
  const person = newPerson(firstname, 'Review');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const everyday = await createBankAccount(ledger, 'Everyday', 1000);
  const food = await createCategory(ledger, 'Food', ['Groceries', 'Eating out']);
  await createCategory(ledger, 'Fun', ['Streaming']);
  const grocer = await createThirdParty(ledger, 'Corner Grocer', {
    defaultSubCategoryId: food.subcategoryIds.Groceries,
  });
  const groceries = await recordTransaction(ledger, {
    debitAccountId: everyday,
    creditAccountId: grocer,
    lines: [54.2],
    date: isoDay(-10),
  });
  await ledger.call(requestTo(apiRoutes.user.save), {
    firstname: person.firstname,
    surname: person.surname,
    email: person.email,
    timezoneId: 'Europe/London',
    defaultAccountId: everyday,
  });
  return { person, ledger, everyday, groceries };
}

const search = (ledger: LedgerSession, exactValue: number) =>
  ledger.call<Found[]>(requestTo(apiRoutes.transactions.search), { exactValue });

/** Picks a subcategory in a select (the options list opens in a portal). */
async function chooseSubcategory(page: Page, select: Locator, name: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(select).toHaveValue(name);
}

/** Waits for the choices the next action saves to reach the server. */
function choicesSaved(page: Page) {
  return page.waitForResponse(
    (response) => response.url().endsWith('/choices') && response.request().method() === 'POST' && response.ok(),
  );
}

for (const viewport of VIEWPORTS) {
  test.describe(`import review at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('subcategories for a selection survive a reload, are booked, and the import is undone', async ({
      page,
      request,
    }) => {
      test.setTimeout(150_000);
      fs.mkdirSync(SHOTS, { recursive: true });
      const h = await household(request, viewport.label === 'phone' ? 'Pia' : 'Dev');
      await login(page, h.person);
      await openPage(page, '/import', 'Transaction Import');
      await uploadStatement(page, 'march.csv', STATEMENT);
      await expect(page).toHaveURL(/\/import\?batch=[0-9a-f-]{36}$/);
      const subcategoryOf = (row: number) =>
        previewRow(page, row).getByRole('combobox', { name: `Subcategory of row ${row}` });
      await expect(previewRow(page, 1)).toContainText('Kept as recorded');
      await expect(subcategoryOf(4)).toHaveValue('Groceries');

      // Two rows ticked, one subcategory for both.
      await previewRow(page, 2).getByRole('checkbox', { name: 'Select row 2' }).check();
      await previewRow(page, 3).getByRole('checkbox', { name: 'Select row 3' }).check();
      const selection = page.getByRole('region', { name: 'Selected rows' });
      await expect(selection).toContainText('2 rows selected');
      await chooseSubcategory(page, selection.getByRole('combobox', { name: 'Subcategory' }), 'Eating out');
      await expectNoSidewaysScroll(page, `The preview with rows selected at ${viewport.width} px`);
      await shot(page, 'import-selection');
      await expectAccessible(page, 'the preview with rows selected');
      let saved = choicesSaved(page);
      await selection.getByRole('button', { name: 'Apply to 2 rows' }).click();
      await saved;
      await expect(selection).toHaveCount(0);
      await expect(subcategoryOf(2)).toHaveValue('Eating out');
      await expect(subcategoryOf(3)).toHaveValue('Eating out');
      // And one row on its own.
      saved = choicesSaved(page);
      await chooseSubcategory(page, subcategoryOf(2), 'Streaming');
      await saved;

      // A reload shows the same preview with the choices made.
      await page.reload();
      await expect(page.getByRole('region', { name: 'Preview' })).toContainText('march.csv');
      await expect(subcategoryOf(2)).toHaveValue('Streaming');
      await expect(subcategoryOf(3)).toHaveValue('Eating out');
      await expect(subcategoryOf(4)).toHaveValue('Groceries');
      await expectNoSidewaysScroll(page, `The preview at ${viewport.width} px`);
      await shot(page, 'import-preview-reloaded');
      await expectAccessible(page, 'the preview after a reload');

      await page.getByRole('region', { name: 'Preview' }).getByRole('button', { name: 'Confirm Match' }).click();
      const confirmed = toast(page, 'Import confirmed: 1 matched, 3 created.');
      await expect(confirmed).toBeVisible();
      await expect(page).toHaveURL(/\/import$/);
      expect((await search(h.ledger, 15.49)).map((found) => found.subCategoryName)).toEqual(['Streaming']);
      expect((await search(h.ledger, 4.5)).map((found) => found.subCategoryName)).toEqual(['Eating out']);
      expect((await search(h.ledger, 23.1)).map((found) => found.subCategoryName)).toEqual(['Groceries']);
      await shot(page, 'import-confirmed-toast');
      await expectAccessible(page, 'the import summary with its toast');

      // Undo from the toast: what the import created goes, what it matched is unlinked.
      await confirmed.getByRole('button', { name: 'Undo' }).click();
      await expect(toast(page, 'Import taken back: 3 transactions removed, 1 unlinked.')).toBeVisible();
      for (const amount of [15.49, 4.5, 23.1]) expect(await search(h.ledger, amount)).toEqual([]);
      expect(await search(h.ledger, 54.2)).toMatchObject([{ id: h.groceries, isReconciled: false }]);
      await expect(page.getByRole('region', { name: 'Import summary' })).toHaveCount(0);

      // Imported again, then undone from the list of recent imports, after a confirmation that says what it does.
      await uploadStatement(page, 'march.csv', STATEMENT);
      await page.getByRole('region', { name: 'Preview' }).getByRole('button', { name: 'Confirm Match' }).click();
      await expect(toast(page, 'Import confirmed: 1 matched, 3 created.')).toBeVisible();
      const recent = page.getByRole('region', { name: 'Recent imports' });
      await recent.getByRole('button', { name: 'Undo import of march.csv' }).click();
      const dialog = page.getByRole('dialog', { name: 'Undo import' });
      await expect(dialog).toContainText(
        'Undo the import of march.csv into Everyday? This removes the 3 transactions it created and unlinks the 1 transaction it matched, which stay as they are.',
      );
      await shot(page, 'import-undo-dialog');
      await expectAccessible(page, 'the Undo import dialog');
      await dialog.getByRole('button', { name: 'Undo import' }).click();
      await expect(toast(page, 'Import taken back: 3 transactions removed, 1 unlinked.')).toBeVisible();
      await expect(recent).toHaveCount(0);
      expect(await search(h.ledger, 15.49)).toEqual([]);
    });

    test('rules move up and down from the keyboard, and the order decides which rule applies', async ({
      page,
      request,
    }) => {
      const h = await household(request, viewport.label === 'phone' ? 'Ria' : 'Rex');
      const [eating, streaming] = await Promise.all(
        ['Eating out', 'Streaming'].map(async (name) => {
          const categories = await h.ledger.call<{ subcategories: { id: number; name: string }[] }[]>(
            requestTo(apiRoutes.categories.list),
          );
          return categories.flatMap((category) => category.subcategories).find((sub) => sub.name === name)?.id;
        }),
      );
      for (const [name, subCategoryId] of [
        ['Films out', eating],
        ['Films in', streaming],
      ] as const) {
        await h.ledger.call(requestTo(apiRoutes.imports.saveRule), {
          name,
          matchKind: 'contains',
          matchText: 'netflix',
          subCategoryId,
        });
      }
      await login(page, h.person);
      await openPage(page, '/import/rules', 'Import Rules');
      const rules = page.getByRole('table', { name: 'Import rules' });
      const names = () => rules.getByRole('row').filter({ hasText: 'Films' }).allInnerTexts();
      await expect.poll(async () => (await names()).map((text) => text.includes('Films out'))).toEqual([true, false]);
      await expect(rules.getByRole('button', { name: 'Move Films out up' })).toBeDisabled();

      await rules.getByRole('button', { name: 'Move Films out down' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await names()).map((text) => text.includes('Films out'))).toEqual([false, true]);
      // At the bottom now, the focus is on its other button.
      await expect(rules.getByRole('button', { name: 'Move Films out up' })).toBeFocused();
      await shot(page, 'import-rules-moved');
      await expectAccessible(page, 'the rules after a move');
      await page.reload();
      await expect.poll(async () => (await names()).map((text) => text.includes('Films in'))).toEqual([true, false]);

      await openPage(page, '/import', 'Transaction Import');
      await uploadStatement(
        page,
        'april.csv',
        csvStatement([{ day: -1, description: 'NETFLIX.COM', amount: '-9.99' }]),
      );
      await expect(previewRow(page, 1)).toContainText('Rule: Films in');
      await expect(previewRow(page, 1).getByRole('combobox', { name: 'Subcategory of row 1' })).toHaveValue(
        'Streaming',
      );
    });
  });
}
