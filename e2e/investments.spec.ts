import { expect, test, type Page } from '@playwright/test';
import { login, newPerson, registerByApi, toast } from './support/app';
import {
  chooseCode,
  expectAccessible,
  expectNoSidewaysScroll,
  openSettled,
  panelInvestments,
} from './support/investments';

const SHOTS = process.env.SCREENSHOT_DIR ?? 'e2e/screenshots';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 860 };

/** Creates a holding through the editor and returns its id, from the address the save leads to. */
async function createHolding(
  page: Page,
  input: { name: string; type: 'Cryptocurrency' | 'Commodity'; search: string; option: RegExp; volume: string },
): Promise<number> {
  await page.goto('/investment');
  const form = page.getByRole('form', { name: 'Investment details' });
  await form.getByLabel('Name').fill(input.name);
  await form.getByText(input.type, { exact: true }).click();
  await chooseCode(page, input.search, input.option);
  await form.getByRole('textbox', { name: 'Volume' }).fill(input.volume);
  // Prices come from the provider: the editor asks for none.
  await expect(form.getByRole('textbox', { name: 'Price' })).toHaveCount(0);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `${input.name}, Saved Successfully.`)).toBeVisible();
  await expect(page).toHaveURL(/\/investment\/\d+$/);
  return Number(page.url().split('/').pop());
}

test('add a cryptocurrency and a commodity, see their prices, switch chart periods, follow the side panel and delete one', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const person = newPerson('Ines', 'Investor');
  await registerByApi(request, person);
  await login(page, person);
  await expect(panelInvestments(page)).toHaveCount(0);

  await openSettled(page, '/investments', 'Investments');
  await expect(page.getByText(/^No investments yet\./)).toBeVisible();

  // An exact volume of 8 decimals, priced by the (fake) CoinGecko.
  const bitcoin = await createHolding(page, {
    name: 'Bitcoin savings',
    type: 'Cryptocurrency',
    search: 'bit',
    option: /^Bitcoin \(BTC\)/,
    volume: '0.50000001',
  });
  const summary = page.getByRole('region', { name: 'Value' });
  await expect(summary).toContainText('$33,593.67');
  await expect(summary).toContainText('$67,187.33');
  await expect(summary).toContainText('0.50000001 BTC');
  const gold = await createHolding(page, {
    name: 'Gold bars',
    type: 'Commodity',
    search: 'gold',
    option: /^Gold \(XAU\)/,
    volume: '2',
  });
  await expect(summary).toContainText('$5,300.20');

  await openSettled(page, '/investments', 'Investments');
  const table = page.getByRole('table', { name: 'Investments' });
  const bitcoinRow = table.getByRole('row').filter({ hasText: 'Bitcoin savings' });
  await expect(bitcoinRow).toContainText('BTC');
  await expect(bitcoinRow).toContainText('0.50000001');
  await expect(bitcoinRow).toContainText('$67,187.33');
  // The provider's own changes, with their trend: up over the hour, down over the day.
  await expect(bitcoinRow).toContainText('+0.50%');
  await expect(bitcoinRow).toContainText('\u22121.25%');
  await expect(table.getByRole('row').filter({ hasText: 'Gold bars' })).toContainText('$2,650.10');
  // 0.50000001 × $67,187.33 = $33,593.67 (to the cent), and two ounces of gold.
  await expect(table.getByRole('row', { name: /^Total \$/ })).toContainText('$38,893.87');

  const periods = page.getByRole('radiogroup', { name: 'Chart period' });
  for (const [label, words] of [
    ['Past Hour', 'the past hour'],
    ['1 Week', 'the past week'],
    ['1 Month', 'the past month'],
    ['1 Day', 'the past day'],
  ] as const) {
    await periods.getByText(label, { exact: true }).click();
    await expect(page.getByText(new RegExp(`over ${words}`))).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Total investment value' })).toBeVisible();
  }
  await expect(page.getByText('Your investments held steady at $38,893.87 over the past day.')).toBeVisible();

  // The side panel's line appears once the total is above zero, and leads to the list.
  await expect(panelInvestments(page)).toContainText('$38,893.87');
  await page.goto(`/investment/${bitcoin}`);
  await panelInvestments(page).click();
  await expect(page).toHaveURL(/\/investments$/);

  // The chart draws once it has measured its box.
  await expect(
    page.getByRole('figure', { name: 'Total investment value' }).locator('.recharts-area-area'),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/investments-list-1366.png`, fullPage: true });
  await expectAccessible(page, 'investments');
  await openSettled(page, `/investment/${bitcoin}`, 'Investment');
  await page.screenshot({ path: `${SHOTS}/investments-editor-1366.png`, fullPage: true });
  await expectAccessible(page, 'investment editor');

  // Cancel says nothing was changed, as the account editor's does.
  await page.getByRole('form', { name: 'Investment details' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(toast(page, 'No changes were made.')).toBeVisible();

  await page.setViewportSize(PHONE);
  for (const [path, heading, shot] of [
    ['/investments', 'Investments', 'list'],
    [`/investment/${bitcoin}`, 'Investment', 'editor'],
    ['/investment', 'Investment', 'new'],
  ] as const) {
    await openSettled(page, path, heading);
    await expectNoSidewaysScroll(page, path);
    if (shot === 'list')
      await expect(
        page.getByRole('figure', { name: 'Total investment value' }).locator('.recharts-area-area'),
      ).toBeVisible();
    if (shot !== 'new') await page.screenshot({ path: `${SHOTS}/investments-${shot}-390.png`, fullPage: true });
    await expectAccessible(page, path);
  }
  await page.setViewportSize(DESKTOP);

  // Delete asks first, then goes back to the list without the holding.
  await openSettled(page, `/investment/${gold}`, 'Investment');
  await page.getByRole('form', { name: 'Investment details' }).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Investment' });
  await expect(dialog).toContainText('Confirm you want to delete the investment Gold bars');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Investment Gold bars has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/investments$/);
  await expect(table.getByRole('row').filter({ hasText: 'Gold bars' })).toHaveCount(0);
  await expect(panelInvestments(page)).toContainText('$33,593.67');
});

test('records buys and sales: the volume follows them and the table shows the cost and gain', async ({
  page,
  request,
}) => {
  const person = newPerson('Pat', 'Purchaser');
  await registerByApi(request, person);
  await login(page, person);
  const id = await createHolding(page, {
    name: 'Ether',
    type: 'Cryptocurrency',
    search: 'eth',
    option: /^Ethereum \(ETH\)/,
    volume: '0',
  });
  const purchase = page.getByRole('form', { name: 'Record a purchase' });
  await purchase.getByLabel('Volume').fill('2');
  await purchase.getByLabel('Price per unit').fill('3000');
  await purchase.getByRole('button', { name: 'Record' }).click();
  await expect(toast(page, 'Purchase recorded.')).toBeVisible();
  await purchase.getByText('Sale', { exact: true }).click();
  await purchase.getByLabel('Volume').fill('0.5');
  await purchase.getByLabel('Price per unit').fill('3100');
  await purchase.getByRole('button', { name: 'Record' }).click();
  await expect(toast(page, 'Sale recorded.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Investment details' });
  await expect(form.getByRole('textbox', { name: 'Volume' })).toHaveValue('1.5');
  const summary = page.getByRole('region', { name: 'Value' });
  // 1.5 ETH at $3,120.50 against a cost of $4,500 (three quarters of $6,000).
  await expect(summary).toContainText('$4,680.75');
  await expect(summary).toContainText('$4,500.00');
  await expect(summary).toContainText('$180.75');
  await expect(page.getByRole('table', { name: 'Purchases' }).getByRole('row')).toHaveCount(3);

  await openSettled(page, '/investments', 'Investments');
  const row = page.getByRole('table', { name: 'Investments' }).getByRole('row').filter({ hasText: 'Ether' });
  await expect(row).toContainText('1.5');
  await expect(row).toContainText('+$180.75 on $4,500.00');
  await row.getByRole('link', { name: 'Ether' }).click();
  await expect(page).toHaveURL(new RegExp(`/investment/${id}$`));
});
