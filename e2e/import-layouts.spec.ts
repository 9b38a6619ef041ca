import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login, newPerson, registerByApi, toast } from './support/app';
import { expectNoSidewaysScroll, openPage } from './support/budgets';
import { previewRow, resizeTo } from './support/import';
import { apiRoutes, createBankAccount, ledgerSession, requestTo } from './support/ledger';

const SHOTS = '/tmp/shots-csv';
const CORPUS = 'packages/server/src/domain/import/fixtures/corpus/csv';

/** Serious and critical violations of a region of these screens and of the toasts open over it. */
async function seriousViolations(page: Page, region: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include(`section[aria-label="${region}"]`)
    .include('.mantine-Notifications-root')
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} at ${violation.nodes[0]?.target.join(' ')} ${violation.nodes[0]?.html ?? ''}`,
    );
}

async function upload(page: Page, fileName: string): Promise<void> {
  const form = page.getByRole('region', { name: 'Upload a bank file' });
  await form.locator('input[type="file"]').setInputFiles(path.join(CORPUS, fileName));
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible();
}

test('a known bank is recognised, its layout saved for the account, exported and imported back', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const person = newPerson('Lotte', 'Layouts');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const giro = await createBankAccount(ledger, 'Giro', 100);
  await ledger.call(requestTo(apiRoutes.user.save), {
    firstname: person.firstname,
    surname: person.surname,
    email: person.email,
    timezoneId: 'Europe/London',
    defaultAccountId: giro,
  });
  await login(page, person);
  await openPage(page, '/import', 'Transaction Import');
  await expect(page.getByRole('region', { name: 'Saved layouts' })).toContainText('No saved layouts.');

  // ING's export: its Af/Bij column makes the fee money out and the refund money in.
  await upload(page, 'nl-ing.csv');
  await expect(previewRow(page, 1)).toContainText('1 jan t/m 31 jan 2020 ING BANK N.V.');
  await expect(previewRow(page, 1)).toContainText('-$1.25');
  await expect(previewRow(page, 2)).toContainText('$1.25');
  await expect(previewRow(page, 2)).not.toContainText('-$1.25');
  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.getByRole('button', { name: 'Columns' }).click();
  const columns = page.getByRole('region', { name: 'Columns of the file' });
  await expect(columns).toContainText('Recognised as the export of ING (Netherlands).');
  await expect(columns.getByRole('combobox', { name: 'Direction column' })).toHaveValue('Af Bij');
  await expect(columns.getByRole('textbox', { name: 'Layout name' })).toHaveValue('ING (Netherlands)');

  await columns.getByRole('textbox', { name: 'Layout name' }).fill('ING giro');
  await columns.getByRole('button', { name: 'Save layout for this account' }).click();
  await expect(toast(page, "The layout ING giro was saved; Giro's next file uses it.")).toBeVisible();
  await columns.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/columns-1366.png`, fullPage: true, animations: 'disabled' });
  expect.soft(await seriousViolations(page, 'Columns of the file'), 'columns with a toast at 1366 px').toEqual([]);
  await resizeTo(page, 390, 844);
  await expectNoSidewaysScroll(page, 'The columns panel at 390 px');
  await page.screenshot({ path: `${SHOTS}/columns-390.png`, fullPage: true, animations: 'disabled' });
  expect.soft(await seriousViolations(page, 'Columns of the file'), 'columns at 390 px').toEqual([]);
  await resizeTo(page, 1366, 860);

  await preview.getByRole('button', { name: 'Discard' }).click();
  const saved = page.getByRole('region', { name: 'Saved layouts' });
  await expect(saved.getByRole('cell', { name: 'ING giro', exact: true })).toBeVisible();

  // Exported to a file, deleted, and imported back from the file.
  const downloading = page.waitForEvent('download');
  await saved.getByRole('button', { name: 'Export layouts' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('hearth-csv-layouts.json');
  const file = path.join(SHOTS, 'hearth-csv-layouts.json');
  await download.saveAs(file);
  expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({
    format: 'hearth-csv-layouts',
    version: 1,
    layouts: [{ name: 'ING giro', layout: { outValues: ['af'] } }],
  });
  await saved.getByRole('button', { name: 'Delete the layout ING giro' }).click();
  await expect(toast(page, 'The layout ING giro was deleted.')).toBeVisible();
  await expect(saved).toContainText('No saved layouts.');
  await saved.locator('input[type="file"]').setInputFiles(file);
  await expect(toast(page, 'Layouts imported: 1 added, 0 replaced.')).toBeVisible();
  await expect(saved.getByRole('cell', { name: 'ING giro', exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/saved-layouts-1366.png`, fullPage: true, animations: 'disabled' });
  expect.soft(await seriousViolations(page, 'Saved layouts'), 'saved layouts with a toast at 1366 px').toEqual([]);
  await resizeTo(page, 390, 844);
  await expectNoSidewaysScroll(page, 'The saved layouts at 390 px');
  await page.screenshot({ path: `${SHOTS}/saved-layouts-390.png`, fullPage: true, animations: 'disabled' });
  expect.soft(await seriousViolations(page, 'Saved layouts'), 'saved layouts at 390 px').toEqual([]);
  await resizeTo(page, 1366, 860);

  // A file that is not one of layouts is refused with a message, and changes nothing.
  await saved.locator('input[type="file"]').setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"hello": 1}'),
  });
  await expect(toast(page, 'notes.json is not a file of layouts Hearth exported.')).toBeVisible();

  // Pending rows of a Revolut export are left out, and said so.
  await upload(page, 'revolut-2022.csv');
  await expect(page.getByText('it is pending: it is left out until the bank books it').first()).toBeAttached();
});
