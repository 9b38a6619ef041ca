import { expect, test, type Locator } from '@playwright/test';
import { login } from './support/app';
import { createHousehold, HOUSEHOLD_NAMES as NAMES } from './support/household';

const VIEWPORTS = [
  { label: 'desktop', width: 1366, height: 860 },
  { label: 'phone', width: 390, height: 844 },
] as const;

/** The colour an amount is written in. */
const colourOf = (amount: Locator) => amount.evaluate((element) => getComputedStyle(element).color);

/** The amount, written exactly so, in the row that names `name`. */
function amountIn(rows: Locator, name: string, amount: string): Locator {
  return rows.filter({ hasText: name }).first().getByText(amount, { exact: true }).first();
}

async function expectOneLook(amounts: Locator[], what: string): Promise<string> {
  const colours = new Set<string>();
  for (const amount of amounts) {
    await expect(amount, what).toBeVisible();
    colours.add(await colourOf(amount));
  }
  expect([...colours], `${what}: one colour everywhere`).toHaveLength(1);
  return [...colours][0] ?? '';
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('money out reads the same way in the register, the search results and the account lists', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const household = await createHousehold(request, viewport.label === 'phone' ? 'Sigrid' : 'Soren');
      await login(page, household.person);
      const rows = (table: string) => page.getByRole('table', { name: table }).locator('tbody tr');

      // The rent paid to the landlord: money out, as -$1,650.00.
      await page.goto(`/transactions/${household.everyday}`);
      const inRegister = amountIn(rows('Transactions'), NAMES.landlord, '-$1,650.00');
      const salaryInRegister = amountIn(rows('Transactions'), NAMES.employer, '$5,230.00');
      const out = await expectOneLook([inRegister], 'the register');
      const income = await colourOf(salaryInRegister);
      await page.goto('/transactionsearch/?description=Rent');
      const inSearch = amountIn(rows('Matching transactions'), 'Rent', '-$1,650.00');
      const inSearchColour = await expectOneLook([inSearch], 'the search results');
      await page.screenshot({ path: `/tmp/shots-ui/search-signs-${viewport.width}.png`, fullPage: true });
      await page.goto('/thirdparties');
      const inThirdParties = amountIn(rows('Third parties'), NAMES.landlord, '-$1,650.00');
      const employerInThirdParties = amountIn(rows('Third parties'), NAMES.employer, '$5,230.00');
      const inThirdPartiesColour = await expectOneLook([inThirdParties], 'the third parties');
      await page.screenshot({ path: `/tmp/shots-ui/third-parties-signs-${viewport.width}.png`, fullPage: true });
      const employerColour = await colourOf(employerInThirdParties);
      await page.goto('/accounts');
      const inAccounts = amountIn(rows('Accounts'), NAMES.landlord, '-$1,650.00');
      const inAccountsColour = await expectOneLook([inAccounts], 'the accounts');
      // The landlord's own register: the payment, and the balance after it, as money out.
      await page.goto(`/transactions/${household.landlord}`);
      const landlordRow = rows('Transactions').filter({ hasText: NAMES.everyday }).first();
      await expect(landlordRow.getByText('-$1,650.00', { exact: true })).toHaveCount(2);
      const inLandlordRegister = await expectOneLook(
        [landlordRow.getByText('-$1,650.00', { exact: true }).first()],
        "the landlord's register",
      );

      expect(new Set([out, inSearchColour, inThirdPartiesColour, inAccountsColour, inLandlordRegister]).size).toBe(1);
      // Money in is neither signed nor red, in the register and in the third parties alike.
      expect(income).not.toBe(out);
      expect(employerColour).toBe(income);
      await page.goto('/transactionsearch/?description=Salary');
      await expect(amountIn(rows('Matching transactions'), 'Salary', '$5,230.00')).toBeVisible();
      expect(await colourOf(amountIn(rows('Matching transactions'), 'Salary', '$5,230.00'))).toBe(income);
    });
  });
}
