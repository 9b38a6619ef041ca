import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { login, toast } from './support/app';
import { chooseCode } from './support/investments';
import { apiRoutes, createThirdParty, requestTo } from './support/ledger';
import { registerViennaFamily } from './support/vienna';

// A German reader in Berlin, in a family that keeps its books in euros.
test.use({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });

/** A family in Vienna, in euros, with a shop for Quick Entry, signed in. */
async function viennaFamily(page: Page, request: APIRequestContext) {
  const { person, ledger } = await registerViennaFamily(request, 'Anna');
  await createThirdParty(ledger, 'Billa', { canQuickTransaction: true });
  await login(page, person);
  return { person, ledger };
}

for (const width of [1366, 390]) {
  test(`amounts are typed with a decimal comma and written in euros, at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const { person, ledger } = await viennaFamily(page, request);

    // An opening balance as a German writes it: 2.500,00 is two and a half thousand, never nothing.
    await page.goto('/account/');
    const form = page.getByRole('form', { name: 'Account details' });
    await form.getByLabel('Name').fill('Girokonto');
    const opening = form.getByLabel('Opening Balance');
    await opening.fill('99999999999999');
    await expect(form.getByText('At most 1.000.000.000.000,00 €')).toBeVisible();
    // Refused at the field: Save sends nothing.
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/account\/$/);
    await opening.fill('2.500,00');
    await expect(form.getByText(/At most/)).toHaveCount(0);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Account, Girokonto, Saved Successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/account\/\d+$/);
    await page.reload();
    await expect(opening).toHaveValue('2.500,00\u00a0€');
    // Twelve thousand three hundred and forty-five, as a point groups thousands in German.
    await opening.fill('12.345');
    await opening.blur();
    await expect(opening).toHaveValue('12.345,00\u00a0€');

    // Quick Entry: 3,20 is three euros twenty, from the default account.
    const accountId = Number(/\/account\/(\d+)$/.exec(page.url())?.[1]);
    await ledger.call(requestTo(apiRoutes.user.save), {
      firstname: person.firstname,
      surname: person.surname,
      email: person.email,
      timezoneId: 'Europe/Vienna',
      defaultAccountId: accountId,
    });
    await page.goto('/accounts');
    const panel = page.getByRole('navigation', { name: 'Side panel' });
    if (width < 1000) await page.getByRole('button', { name: 'Toggle side panel' }).click();
    await panel.getByRole('button', { name: 'Quick Entry' }).click();
    const quick = panel.getByRole('form', { name: 'Quick Entry' });
    await quick.getByLabel('Third party').click();
    await page.getByRole('option', { name: 'Billa' }).click();
    await quick.getByLabel('Amount').fill('3,20');
    await quick.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Transaction Saved')).toBeVisible();

    // The editor: 12,34 is twelve euros thirty-four; a split line may take 5 € back.
    await page.goto('/transaction/');
    const editor = page.getByRole('form', { name: 'Transaction' });
    await editor.getByRole('combobox', { name: 'Debit account' }).click();
    await page.getByRole('option', { name: 'Girokonto' }).click();
    await editor.getByRole('combobox', { name: 'Credit account' }).click();
    await page.getByRole('option', { name: 'Billa' }).click();
    await editor.getByLabel('Amount line 1').fill('12,34');
    await expect(editor.getByLabel('Transaction total')).toHaveText('12,34 €');
    await editor.getByRole('button', { name: 'Add split line' }).click();
    await editor.getByLabel('Amount line 2').fill('-5');
    await expect(editor.getByLabel('Transaction total')).toHaveText('7,34 €');
    // Saved with "Save and add another": the next one starts on the same day, its date field focused.
    await editor.getByRole('checkbox', { name: 'Save and add another' }).check();
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Transaction Saved')).toBeVisible();
    await expect(page).toHaveURL(/\/transaction\/$/);
    await expect(editor.getByLabel('Amount line 1')).toHaveValue('');
    await expect(editor.getByRole('textbox', { name: 'Date', exact: true })).toBeFocused();

    await page.goto('/transactionsearch/?description=Billa');
    const results = page.getByRole('table');
    await expect(results.getByText('3,20 €').first()).toBeVisible();
    await expect(results.getByText('7,34 €').first()).toBeVisible();
    // The total of what the search found, as the reports count it: 3,20 € and 7,34 € spent.
    const total = page.getByRole('group', { name: 'Total of what the search found' });
    await expect(total).toContainText('2 transactions found');
    await expect(total).toContainText(/Spent\s10,54\s€/);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await page.screenshot({ path: `test-results/money-locale-search-${width}.png`, fullPage: true });
  });
}

test('the registration page proposes the currency of the chosen time zone’s country', async ({ page }) => {
  await page.goto('/register');
  // The browser is in Berlin: Germany keeps its books in euros; another country proposes its own currency.
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('Germany');
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR · Euro');
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('combobox', { name: 'Country' }).fill('Switz');
  await page.getByRole('option', { name: 'Switzerland' }).click();
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('CHF · Schweizer Franken');
});

test("a holding's volume and a purchase are typed with a decimal comma", async ({ page, request }) => {
  await viennaFamily(page, request);
  await page.goto('/investment');
  const form = page.getByRole('form', { name: 'Investment details' });
  await form.getByLabel('Name').fill('Goldbarren');
  await form.getByText('Commodity', { exact: true }).click();
  await chooseCode(page, 'gold', /^Gold \(XAU\)/);
  const volume = form.getByRole('textbox', { name: 'Volume' });
  // Nine decimals: refused at the field, and Save sends nothing.
  await volume.fill('0,123456789');
  await expect(form.getByText('At most 8 decimals')).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/investment$/);
  // A half, as a German writes it: never five units.
  await volume.fill('0,5');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Goldbarren, Saved Successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/investment\/\d+$/);
  await page.reload();
  await expect(volume).toHaveValue('0,5');

  // A purchase: a quarter at one thousand two hundred and thirty-four euros forty a unit.
  const purchase = page.getByRole('form', { name: 'Record a purchase' });
  await purchase.getByRole('textbox', { name: 'Volume' }).fill('0,25');
  await purchase.getByRole('textbox', { name: 'Price per unit' }).fill('1.234,40');
  await purchase.getByRole('button', { name: 'Record' }).click();
  const row = page.getByRole('row').filter({ hasText: '1.234,40\u00a0€' });
  await expect(row).toContainText('0,25');
  await expect(row).toContainText('308,60\u00a0€');
});
