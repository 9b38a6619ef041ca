import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { newPerson, registerByApi, type Person } from './app';
import {
  apiRoutes,
  createBankAccount,
  createCategory,
  createScenario,
  createSchedule,
  createThirdParty,
  isoDay,
  ledgerSession,
  type LedgerSession,
  recordTransaction,
  requestTo,
} from './ledger';

/**
 * A small family with five months of money for the reports: a salary, rent, groceries and dining out, a
 * monthly transfer to savings, a refund, and enough small subcategories that the category pie has to sum
 * some of them as Other; a rent schedule ahead and a scenario that raises it.
 */
export interface ReportingFamily {
  person: Person;
  ledger: LedgerSession;
  everyday: number;
  savings: number;
  food: number;
  scenarioName: string;
}

export const REPORT_NAMES = { everyday: 'Everyday', savings: 'Savings', scenario: 'Rent goes up' } as const;

/** Subcategories of a Sundries category, each spent on once, so that the pie has more than 15 to show. */
const SUNDRIES = [
  'Books',
  'Haircuts',
  'Gifts',
  'Stationery',
  'Pets',
  'Garden',
  'Parking',
  'Laundry',
  'Charity',
  'Phone',
  'Streaming',
  'Toys',
  'Tools',
];

export async function createReportingFamily(request: APIRequestContext, firstname: string): Promise<ReportingFamily> {
  const person = newPerson(firstname, 'Reporter');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const everyday = await createBankAccount(ledger, REPORT_NAMES.everyday, 2_500);
  const savings = await createBankAccount(ledger, REPORT_NAMES.savings, 10_000);
  await ledger.call(requestTo(apiRoutes.user.save), {
    firstname: person.firstname,
    surname: person.surname,
    email: person.email,
    timezoneId: 'Europe/London',
    defaultAccountId: everyday,
  });

  const food = await createCategory(ledger, 'Food', ['Groceries', 'Dining out', 'Returns']);
  const home = await createCategory(ledger, 'Home', ['Rent', 'Power']);
  const income = await createCategory(ledger, 'Income', ['Wages'], true);
  const sundries = await createCategory(ledger, 'Sundries', SUNDRIES);
  const grocer = await createThirdParty(ledger, 'Corner Grocer');
  const bistro = await createThirdParty(ledger, 'Bistro');
  const landlord = await createThirdParty(ledger, 'Landlord');
  const employer = await createThirdParty(ledger, 'Employer');
  const shop = await createThirdParty(ledger, 'Sundry Shop');

  const pay = (creditAccountId: number, amount: number, subCategoryId: number | undefined, date: string) =>
    recordTransaction(ledger, { debitAccountId: everyday, creditAccountId, lines: [{ amount, subCategoryId }], date });
  for (let month = 0; month < 5; month += 1) {
    const day = (offset: number) => isoDay(-30 * month - offset);
    await recordTransaction(ledger, {
      typeId: 2,
      debitAccountId: employer,
      creditAccountId: everyday,
      lines: [{ amount: 4_000, subCategoryId: income.subcategoryIds.Wages }],
      date: day(3),
    });
    await pay(landlord, 1_500, home.subcategoryIds.Rent, day(4));
    await pay(grocer, 310.45 + month * 10, food.subcategoryIds.Groceries, day(6));
    await pay(bistro, 82.3, food.subcategoryIds['Dining out'], day(9));
    await pay(landlord, 120.1, home.subcategoryIds.Power, day(12));
    await recordTransaction(ledger, {
      typeId: 3,
      debitAccountId: everyday,
      creditAccountId: savings,
      lines: [500],
      date: day(5),
    });
  }
  // A refund alone in its subcategory: below nothing, which the table shows and the pie cannot.
  await recordTransaction(ledger, {
    typeId: 2,
    debitAccountId: bistro,
    creditAccountId: everyday,
    lines: [{ amount: 20, subCategoryId: food.subcategoryIds.Returns }],
    date: isoDay(-8),
  });
  for (const [index, name] of SUNDRIES.entries())
    await pay(shop, 5 + index, sundries.subcategoryIds[name], isoDay(-15 - index));

  const rent = await createSchedule(ledger, {
    description: 'Rent',
    debitAccountId: everyday,
    creditAccountId: landlord,
    amount: 1_500,
    scheduleStart: isoDay(5),
    subcategoryId: home.subcategoryIds.Rent,
  });
  await createScenario(ledger, REPORT_NAMES.scenario, [{ scheduleId: rent, amount: 1_800 }]);
  return { person, ledger, everyday, savings, food: food.categoryId, scenarioName: REPORT_NAMES.scenario };
}

/** Picks an option of a Mantine Select. */
export async function pick(page: Page, field: Locator, option: string): Promise<void> {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The address query of the page, as an object. */
export function addressQuery(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

/** Clicks a CSV download button and answers the file's name and lines (without the byte-order mark). */
export async function downloadCsv(page: Page, button: Locator): Promise<{ name: string; lines: string[] }> {
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  const path = await file.path();
  const text = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
  expect(text.endsWith('\r\n'), 'every CSV line ends with CRLF').toBe(true);
  return { name: file.suggestedFilename(), lines: text.split('\r\n').slice(0, -1) };
}

/** Waits until the report has loaded: no skeleton or loader left. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('.mantine-Loader-root:visible, .mantine-Skeleton-root:visible')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/** Serious and critical accessibility violations, each named with where it was found. */
export async function seriousViolations(page: Page): Promise<string[]> {
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
