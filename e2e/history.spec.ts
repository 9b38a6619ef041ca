import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { History } from '@hearth/contract';
import { login, newPerson, registerByApi, toast } from './support/app';
import { createBudget } from './support/budgets';
import {
  apiRoutes,
  createBankAccount,
  createCategory,
  createSchedule,
  createThirdParty,
  isoDay,
  ledgerSession,
  recordTransaction,
  requestTo,
} from './support/ledger';

const SHOTS = '/tmp/shots-history';
fs.mkdirSync(SHOTS, { recursive: true });

// A German reader in Auckland: money in German separators, times by the profile's zone (Europe/London).
test.use({ locale: 'de-DE', timezoneId: 'Pacific/Auckland' });

/** Serious and critical violations, named with the elements they were found on. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** "27 Nov 2026, 14:05": the moment in London, where the person's profile says they live. */
function londonMoment(at: string): string {
  const instant = new Date(at);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', ...options }).format(instant);
  const time = new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  return `${part({ day: 'numeric' })} ${part({ month: 'short' })} ${part({ year: 'numeric' })}, ${time}`;
}

for (const width of [1366, 390]) {
  test(`a transaction edited shows who changed what in its history at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const person = newPerson('Anna', 'Gruber');
    await registerByApi(request, person);
    const ledger = await ledgerSession(request, person);
    const everyday = await createBankAccount(ledger, 'Everyday', 500);
    const bakery = await createThirdParty(ledger, 'Bakery');
    const id = await recordTransaction(ledger, { debitAccountId: everyday, creditAccountId: bakery, lines: [12.34] });

    await login(page, person);
    await page.goto(`/transaction/${id}`);
    await page.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Transaction' });
    await form.getByLabel('Amount line 1').fill('15');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Transaction Saved')).toBeVisible();

    await page.goto(`/transaction/${id}`);
    const history = page.getByRole('region', { name: 'History' });
    const toggle = history.getByRole('button', { name: 'History' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const { entries } = await ledger.call<History>(requestTo(apiRoutes.history.transaction, { id }));
    expect(entries.map((entry) => entry.action)).toEqual(['update', 'create']);
    const changes = history.getByRole('list', { name: 'Changes, newest first' });
    const newest = changes.getByRole('listitem').first();
    await expect(newest).toHaveText(
      `${londonMoment(entries[0]?.at as string)} — Anna Gruber changed Amount from 12,34 $ to 15,00 $`,
    );
    await expect(changes).toContainText('Anna Gruber created it');
    await expect(changes).toContainText('Debit account set to Everyday');
    await expect(changes).toContainText('Amount set to 12,34 $');

    // Nothing runs past the screen's edge, even at 390 px.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: `${SHOTS}/transaction-history-${width}.png`,
      fullPage: true,
      animations: 'disabled',
    });
  });
}

for (const width of [1366, 390]) {
  test(`accounts, budgets, schedules and categories show their history at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const person = newPerson('Jonas', 'Berger');
    await registerByApi(request, person);
    const ledger = await ledgerSession(request, person);
    const savings = await createBankAccount(ledger, 'Savings', 100);
    await ledger.call(requestTo(apiRoutes.accounts.save), {
      id: savings,
      name: 'Holiday savings',
      accountTypeId: 1,
      openingBalance: 100,
      openingDate: isoDay(-400),
      isActive: true,
    });
    const grocer = await createThirdParty(ledger, 'Grocer');
    const { categoryId } = await createCategory(ledger, 'Food', ['Groceries']);
    await ledger.call(requestTo(apiRoutes.categories.saveCategory), { id: categoryId, name: 'Food and drink' });
    const budget = await createBudget(ledger, {
      name: 'Food',
      allowanceAmount: 300,
      budgetTypeId: 2,
      startDate: isoDay(-40),
    });
    await ledger.call(requestTo(apiRoutes.budgets.save), {
      id: budget,
      name: 'Food',
      allowanceAmount: 350,
      budgetTypeId: 2,
      startDate: isoDay(-40),
      startDayNumber: 1,
    });
    const gym = await createSchedule(ledger, {
      description: 'Gym',
      debitAccountId: savings,
      creditAccountId: grocer,
      amount: 30,
      scheduleStart: isoDay(5),
    });
    await ledger.call(requestTo(apiRoutes.schedules.save), {
      id: gym,
      description: 'Gym',
      debitAccountId: savings,
      creditAccountId: grocer,
      amount: 32.5,
      scheduleStart: isoDay(5),
      recurrenceTypeId: 4,
      recurrenceEndTypeId: 1,
      weekdayOnlyTypeId: 1,
      transactionTypeId: 1,
      tags: [],
    });
    await login(page, person);

    const screens = [
      { name: 'account', address: `/account/${savings}`, newest: 'Jonas Berger changed' },
      { name: 'budget', address: `/budget/${budget}`, newest: 'Jonas Berger changed Amount from 300,00 $ to 350,00 $' },
      { name: 'schedule', address: `/schedule/${gym}`, newest: 'Jonas Berger changed Amount from 30,00 $ to 32,50 $' },
      { name: 'categories', address: '/categories', newest: 'Jonas Berger changed Name from Food to Food and drink' },
    ];
    for (const screen of screens) {
      await test.step(screen.name, async () => {
        await page.goto(screen.address);
        if (screen.name === 'categories')
          await page
            .getByRole('row', { name: /Food and drink/ })
            .first()
            .click();
        const history = page.getByRole('region', { name: 'History' });
        await history.getByRole('button', { name: 'History' }).click();
        const newest = history.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem').first();
        await expect(newest).toContainText(screen.newest);
        if (screen.name === 'account') {
          await expect(newest).toContainText('Name from Savings to Holiday savings');
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({
          path: `${SHOTS}/${screen.name}-history-${width}.png`,
          fullPage: true,
          animations: 'disabled',
        });
      });
    }
  });
}
