import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login, newPerson, registerByApi, toast } from './support/app';
import { expectNoSidewaysScroll, openPage } from './support/budgets';
import { resizeTo, statementDay, uploadStatement } from './support/import';
import { apiRoutes, createBankAccount, createThirdParty, ledgerSession, requestTo } from './support/ledger';

const SHOTS = '/tmp/shots-parsers';

/** Serious and critical violations, each named with the first elements it was found on. */
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

/**
 * A card statement as a bank exports it (CRLF line breaks), whose descriptions carry references, store
 * numbers and dates; line 4 has a quote never closed and line 6 a day that does not exist.
 */
const STATEMENT = [
  'Date,Description,Amount',
  `${statementDay(-10)},TESCO STORES 3297 REF 88123,-54.20`,
  `${statementDay(-9)},SPOTIFY P1A2B3C4D5,-9.99`,
  `${statementDay(-8)},"AMAZON MKTPLACE PMTS*2K4J71,-23.10`,
  `${statementDay(-7)},SPOTIFY Q9Z8Y7X6W5,-9.99`,
  '31/02/2026,COSTA COFFEE 43011 LONDON,-3.40',
  `${statementDay(-5)},COSTA COFFEE 43011 LONDON,-3.40`,
  `${statementDay(-4)},CARD PAYMENT TO COSTA COFFEE 43012 ON 15/03,-4.10`,
  `${statementDay(-3)},AMAZON MKTPLACE PMTS*7Q0B3Z,-12.00`,
  '',
].join('\r\n');

test('a statement with bad rows: they are listed with their lines, the rest is imported, and new third parties are reviewed first', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const person = newPerson('Pia', 'Parser');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const card = await createBankAccount(ledger, 'Card', 0);
  await createThirdParty(ledger, 'Tesco Stores');
  await createThirdParty(ledger, 'Online shopping');
  await ledger.call(requestTo(apiRoutes.user.save), {
    firstname: person.firstname,
    surname: person.surname,
    email: person.email,
    timezoneId: 'Europe/London',
    defaultAccountId: card,
  });
  await login(page, person);
  await openPage(page, '/import', 'Transaction Import');
  await uploadStatement(page, 'card.csv', STATEMENT);

  // The two bad rows, by their lines in the file, and why; the six others are read.
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('All 6', { exact: true }).first()).toBeAttached();
  const notRead = page.getByRole('region', { name: 'Rows not read' });
  await expect(notRead).toContainText('2 rows of the file could not be read and will not be imported');
  await expect(notRead).toContainText('Line 4: A quoted cell is never closed.');
  await expect(notRead).toContainText(
    'Line 6: "31/02/2026" in the Date column is not a date written day/month/year between 1900 and 2199.',
  );
  await expect(notRead).toContainText(`${statementDay(-8)},"AMAZON MKTPLACE PMTS*2K4J71,-23.10`);

  // One proposed third party per payee, whatever reference each row carries; Tesco is known already.
  const review = page.getByRole('region', { name: 'New third parties' });
  await expect(review).toContainText('Confirm Match creates these 3 third parties for 5 rows.');
  const group = (name: string) => review.getByRole('listitem', { name, exact: true });
  await expect(group('SPOTIFY')).toContainText('2 rows, such as “SPOTIFY P1A2B3C4D5” and “SPOTIFY Q9Z8Y7X6W5”');
  await expect(group('COSTA COFFEE')).toContainText('2 rows');
  await expect(group('AMAZON MKTPLACE PMTS')).toContainText('1 row');
  await expect(review).not.toContainText('TESCO');

  // Rename one, give another's rows an account the family has, accept the third.
  await group('SPOTIFY').getByRole('textbox', { name: 'Name' }).fill('Spotify');
  await group('SPOTIFY').getByRole('button', { name: 'Rename' }).click();
  await expect(group('SPOTIFY')).toContainText('Renamed: Spotify');
  await group('AMAZON MKTPLACE PMTS').getByText('Existing account').click();
  await group('AMAZON MKTPLACE PMTS').getByRole('combobox', { name: 'Account' }).click();
  await page.getByRole('option', { name: 'Online shopping', exact: true }).click();
  await expect(group('AMAZON MKTPLACE PMTS')).toContainText('Goes to Online shopping');
  await group('COSTA COFFEE').getByRole('button', { name: 'Accept' }).click();
  await expect(group('COSTA COFFEE')).toContainText('Accepted');
  await group('SPOTIFY').getByRole('textbox', { name: 'Name' }).fill(' ');
  await group('SPOTIFY').getByRole('button', { name: 'Rename' }).click();
  await expect(group('SPOTIFY')).toContainText('Name the third party.');
  await group('SPOTIFY').getByRole('textbox', { name: 'Name' }).fill('Spotify');

  // The choices are kept with the preview: a reload shows them again.
  await page.reload();
  await expect(group('SPOTIFY')).toContainText('Renamed: Spotify');
  await expect(group('AMAZON MKTPLACE PMTS')).toContainText('Goes to Online shopping');
  await expect(group('COSTA COFFEE')).toContainText('Accepted');

  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await resizeTo(page, width, height);
    await expect(notRead).toBeVisible();
    await expectNoSidewaysScroll(page, `The preview with rows not read at ${width} px`);
    await notRead.screenshot({ path: `${SHOTS}/import-skipped-${width}.png`, animations: 'disabled' });
    await review.screenshot({ path: `${SHOTS}/import-third-parties-${width}.png`, animations: 'disabled' });
    await page.screenshot({ path: `${SHOTS}/import-preview-${width}.png`, fullPage: true, animations: 'disabled' });
    expect.soft(await seriousViolations(page), `preview at ${width} px`).toEqual([]);
    // The account list open, as a person choosing one sees it.
    await group('AMAZON MKTPLACE PMTS').getByRole('combobox', { name: 'Account' }).click();
    await expect(page.getByRole('option', { name: 'Online shopping', exact: true })).toBeVisible();
    expect.soft(await seriousViolations(page), `account list open at ${width} px`).toEqual([]);
    await page.keyboard.press('Escape');
  }
  await resizeTo(page, 1366, 900);

  await page.getByRole('region', { name: 'Preview' }).getByRole('button', { name: 'Confirm Match' }).click();
  await expect(toast(page, /Import confirmed: 0 matched, 6 created/)).toBeVisible();
  expect.soft(await seriousViolations(page), 'the confirmation toast').toEqual([]);
  await page.screenshot({ path: `${SHOTS}/import-confirmed-1366.png`, animations: 'disabled' });

  const thirdParties = await ledger.call<{ name: string }[]>(requestTo(apiRoutes.accounts.list), {
    FilterAccountType: 2,
  });
  expect(thirdParties.map((account) => account.name).sort()).toEqual([
    'COSTA COFFEE',
    'Online shopping',
    'Spotify',
    'Tesco Stores',
  ]);
  const spotify = await ledger.call<{ description: string; creditAccountName: string }[]>(
    requestTo(apiRoutes.transactions.search),
    { exactValue: 9.99 },
  );
  expect(spotify.map((row) => [row.creditAccountName, row.description]).sort()).toEqual([
    ['Spotify', 'SPOTIFY P1A2B3C4D5'],
    ['Spotify', 'SPOTIFY Q9Z8Y7X6W5'],
  ]);
});
