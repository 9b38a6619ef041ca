import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login, newPerson, registerByApi, toast } from './support/app';
import { expectNoSidewaysScroll, openPage } from './support/budgets';
import { previewRow, resizeTo } from './support/import';
import { apiRoutes, createBankAccount, ledgerSession, requestTo } from './support/ledger';

const SHOTS = '/tmp/shots-several-files';
const CORPUS = 'packages/server/src/domain/import/fixtures/corpus/ofx';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include('section[aria-label="Preview"]')
    .include('.mantine-Notifications-root')
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes[0]?.target.join(' ')}`);
}

test('several bank files of one account are previewed as one statement, shared rows once, and confirmed together', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const person = newPerson('Sven', 'Statements');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const checking = await createBankAccount(ledger, 'Checking', 0);
  await ledger.call(requestTo(apiRoutes.user.save), {
    firstname: person.firstname,
    surname: person.surname,
    email: person.email,
    timezoneId: 'Europe/London',
    defaultAccountId: checking,
  });
  await login(page, person);
  await openPage(page, '/import', 'Transaction Import');

  // Two exports of one account that hold the same three transactions (real files), and a third bank's file.
  const form = page.getByRole('region', { name: 'Upload a bank file' });
  await form
    .locator('input[type="file"]')
    .setInputFiles([
      path.join(CORPUS, 'us-checking.ofx'),
      path.join(CORPUS, 'us-no-institution.ofx'),
      path.join(CORPUS, 'us-fidelity-cash.ofx'),
    ]);
  await form.getByRole('button', { name: 'Upload' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('heading', { name: /^3 files: us-checking\.ofx/ })).toBeVisible();
  const files = preview.getByRole('list', { name: 'Files read together' });
  await expect(files.getByRole('listitem')).toHaveCount(3);
  await expect(files.getByRole('listitem').nth(1)).toContainText(
    'us-no-institution.ofx (QFX): 3 rows, of which 3 are in an earlier file and counted once',
  );
  await expect(preview.getByText('To create 7', { exact: true })).toBeVisible();
  await expect(previewRow(page, 1)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/preview-1366.png`, fullPage: true, animations: 'disabled' });
  expect.soft(await seriousViolations(page), 'preview at 1366 px').toEqual([]);
  await resizeTo(page, 390, 844);
  await expect(previewRow(page, 1)).toBeVisible();
  await expectNoSidewaysScroll(page, 'The preview of several files at 390 px');
  await page.screenshot({ path: `${SHOTS}/preview-390.png`, fullPage: true, animations: 'disabled' });
  expect.soft(await seriousViolations(page), 'preview at 390 px').toEqual([]);
  await resizeTo(page, 1366, 860);

  await preview.getByRole('button', { name: 'Confirm Match' }).click();
  await expect(toast(page, 'Import confirmed: 0 matched, 7 created.')).toBeVisible();
  const balance = await ledger.call<{ balance: number }>(requestTo(apiRoutes.accounts.get, { id: checking }));
  // The corpus' sums: -59.50 from the checking account and -1,778.40 from the cash account.
  expect(balance.balance).toBeCloseTo(-59.5 - 1778.4, 2);
});
