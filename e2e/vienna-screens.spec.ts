import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { login, toast, type Person } from './support/app';
import { createBudget, expectNoSidewaysScroll } from './support/budgets';
import { chooseCode, openSettled } from './support/investments';
import { apiRoutes, createBankAccount, createThirdParty, isoDay, recordTransaction, requestTo } from './support/ledger';
import { expectNoSeriousViolations, settled } from './support/trust';
import { registerViennaFamily } from './support/vienna';

// A German reader in Berlin, in a family in Vienna that keeps its books in euros.
test.use({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });

const SHOTS = '/tmp/shots-h15';

/** A family in Vienna, in euros, with a bank account and a shop. */
async function viennaFamily(request: APIRequestContext, firstname: string) {
  const { person, ledger } = await registerViennaFamily(request, firstname);
  const giro = await createBankAccount(ledger, 'Girokonto', 2500);
  const billa = await createThirdParty(ledger, 'Billa');
  return { person, ledger, giro, billa };
}

const discardDialog = (page: Page) => page.getByRole('dialog', { name: 'Discard changes?' });
const homeLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Hearth home' });
const greeting = (page: Page, person: Person) =>
  page.getByRole('heading', { level: 1, name: `Hello ${person.firstname}` });

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Where a toast covers any of the parts of a dialog a person must see: its title and its buttons. */
async function coveredParts(shown: Locator, parts: Record<string, Locator>): Promise<string[]> {
  const box = await shown.boundingBox();
  if (!box) return ['(no toast)'];
  const covered: string[] = [];
  for (const [name, part] of Object.entries(parts)) {
    const partBox = await part.boundingBox();
    if (partBox && overlap(box, partBox)) covered.push(name);
  }
  return covered;
}

for (const width of [1366, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 1000 ? 844 : 860 } });

    test('the transaction editor asks before discarding changes, never after a save or when nothing changed', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const { person, ledger, giro, billa } = await viennaFamily(request, width < 1000 ? 'Lena' : 'Lukas');
      await recordTransaction(ledger, {
        debitAccountId: giro,
        creditAccountId: billa,
        lines: [12.34],
        description: 'Wocheneinkauf',
      });
      await login(page, person);
      const editor = page.getByRole('form', { name: 'Transaction' });

      // A new transaction, untouched: a link of the app leaves without a question.
      await page.goto(`/transactions/${giro}`);
      await page.getByRole('button', { name: 'New transaction' }).click();
      await expect(editor.getByLabel('Description')).toBeVisible();
      await homeLink(page).click();
      await expect(greeting(page, person)).toBeVisible();
      await expect(discardDialog(page)).toHaveCount(0);

      // Typed into: Back asks, and Keep editing keeps what was typed; a link asks, and Discard changes goes.
      await page.goto(`/transactions/${giro}`);
      await page.getByRole('button', { name: 'New transaction' }).click();
      await editor.getByLabel('Description').fill('Halb getippt');
      await page.goBack();
      await settled(discardDialog(page));
      await expect(page).toHaveURL(/\/transaction\/$/);
      await page.screenshot({ path: `${SHOTS}/transaction-discard-${width}.png` });
      await expectNoSeriousViolations(page, 'the Discard changes? dialog over the transaction editor');
      await discardDialog(page).getByRole('button', { name: 'Keep editing' }).click();
      await expect(discardDialog(page)).toHaveCount(0);
      await expect(editor.getByLabel('Description')).toHaveValue('Halb getippt');
      await homeLink(page).click();
      await discardDialog(page).getByRole('button', { name: 'Discard changes' }).click();
      await expect(greeting(page, person)).toBeVisible();

      // A saved transaction in edit mode: unchanged, Back leaves freely.
      await page.goto(`/transactions/${giro}`);
      const openSaved = async () => {
        await page.getByRole('main').getByRole('link', { name: 'Billa', exact: true }).first().click();
        await page.getByRole('button', { name: 'Edit' }).click();
        await expect(editor.getByLabel('Amount line 1')).toHaveValue(/12,34/);
      };
      await openSaved();
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/transactions/${giro}$`));
      await expect(discardDialog(page)).toHaveCount(0);

      // Changed, a link asks; once saved, the editor leaves without asking, and nothing is left to ask about.
      await openSaved();
      await editor.getByLabel('Amount line 1').fill('15,60');
      await homeLink(page).click();
      await settled(discardDialog(page));
      await discardDialog(page).getByRole('button', { name: 'Keep editing' }).click();
      await editor.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(toast(page, 'Transaction Saved')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/transactions/${giro}$`));
      await expect(discardDialog(page)).toHaveCount(0);
      await expect(page.getByRole('main')).toContainText('15,60');
      await homeLink(page).click();
      await expect(greeting(page, person)).toBeVisible();
      await expect(discardDialog(page)).toHaveCount(0);
    });

    test('a toast keeps clear of an open dialog’s title and buttons', async ({ page, request }) => {
      const { person, ledger } = await viennaFamily(request, width < 1000 ? 'Mia' : 'Max');
      await ledger.call(requestTo(apiRoutes.categories.saveCategory), { name: 'Haushalt', IncomeCategory: false });
      await login(page, person);
      await page.goto('/categories');
      await page.getByRole('button', { name: 'Create Category' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Category' });
      await settled(dialog);
      // A name already taken: refused with a toast while the dialog stays open.
      await dialog.getByLabel('Name').fill('Haushalt');
      await dialog.getByRole('button', { name: 'Save' }).click();
      const refusal = toast(page, 'A category named Haushalt already exists.');
      await expect(refusal).toBeVisible();
      await expect(dialog).toBeVisible();
      const parts = {
        title: dialog.getByRole('heading', { name: 'Create Category' }),
        close: dialog.getByRole('button', { name: 'Close' }),
        save: dialog.getByRole('button', { name: 'Save' }),
        cancel: dialog.getByRole('button', { name: 'Cancel' }),
      };
      await expect.poll(() => coveredParts(refusal, parts)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/dialog-toast-${width}.png` });
      await expectNoSeriousViolations(page, 'a dialog with a toast beside it');
      // The person can still act on the dialog: Cancel is within reach.
      await parts.cancel.click();
      await expect(dialog).toBeHidden();
    });

    test('an overspent period says "over by", and the investment chart counts in euros', async ({ page, request }) => {
      test.setTimeout(90_000);
      const { person, ledger, giro, billa } = await viennaFamily(request, width < 1000 ? 'Eva' : 'Emil');
      const budget = await createBudget(ledger, {
        name: 'Lebensmittel',
        allowanceAmount: 100,
        budgetTypeId: 2,
        startDate: isoDay(-70),
        primaryAccountId: giro,
      });
      await recordTransaction(ledger, {
        debitAccountId: giro,
        creditAccountId: billa,
        lines: [{ amount: 150.5, budgetId: budget }],
        description: 'Großeinkauf',
      });
      await login(page, person);

      await page.goto(`/budget/${budget}`);
      const current = page
        .getByRole('table', { name: 'Budget periods' })
        .getByRole('row')
        .filter({ hasText: 'Current' });
      await expect(current.getByText('over by')).toBeVisible();
      await expect(current).toContainText('50,50\u00a0€');
      await expectNoSidewaysScroll(page, 'the budget');
      await page.screenshot({ path: `${SHOTS}/budget-over-by-${width}.png`, fullPage: true });

      // Opened once nothing loads any more: a form filled while the editor still loads starts again empty.
      await openSettled(page, '/investment', 'Investment');
      const form = page.getByRole('form', { name: 'Investment details' });
      await form.getByLabel('Name').fill('Goldbarren');
      await form.getByText('Commodity', { exact: true }).click();
      await expect(form.getByLabel('Name')).toHaveValue('Goldbarren');
      await chooseCode(page, 'gold', /^Gold \(XAU\)/);
      await form.getByRole('textbox', { name: 'Volume' }).fill('2');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Goldbarren, Saved Successfully.')).toBeVisible();
      await page.goto('/investments');
      const chart = page.getByRole('figure', { name: 'Total investment value' });
      await expect(chart.locator('.recharts-area-area')).toBeVisible();
      // The value axis: whole euros with German separators (`5.300 €`), never dollars.
      const labels = chart.locator('.recharts-cartesian-axis-tick-value').filter({ hasText: '€' });
      await expect(labels.first()).toBeVisible();
      expect(await labels.count()).toBeGreaterThanOrEqual(2);
      for (const label of await labels.allTextContents()) expect(label).toMatch(/^-?\d{1,3}(\.\d{3})*\s€$/);
      await expect(chart).not.toContainText('$');
      await expectNoSidewaysScroll(page, 'the investments');
      await page.screenshot({ path: `${SHOTS}/investments-axis-${width}.png`, fullPage: true });
    });
  });
}
