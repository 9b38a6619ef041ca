import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login, newPerson, registerByApi } from './support/app';
import { createBankAccount, ledgerSession } from './support/ledger';

const VIEWPORTS = [
  { label: 'desktop', width: 1366, height: 860 },
  { label: 'phone', width: 390, height: 844 },
] as const;

/** Every axe violation, of any impact, of what the page shows now. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

test.describe('the header menus at 1366 px', () => {
  test('Money is a menu button: its roles, its keys, and axe with it open', async ({ page, request }) => {
    const person = newPerson('Mina', 'Menus');
    await registerByApi(request, person);
    await login(page, person);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const money = nav.getByRole('button', { name: 'Money' });
    await expect(money).toHaveAttribute('aria-haspopup', 'menu');
    await expect(money).toHaveAttribute('aria-expanded', 'false');

    // Enter opens it on its first item; the arrows, Home and End move, round from the last to the first.
    await money.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Money' });
    await expect(menu).toBeVisible();
    await expect(money).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Accounts',
      'Third Parties',
      'Transaction Search',
      'Import',
      'Bank Connections',
    ]);
    await expect(menu.getByRole('menuitem', { name: 'Accounts' })).toBeFocused();
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/shots-ui/money-menu-1366.png' });
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Third Parties' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Bank Connections' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Accounts' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'Bank Connections' })).toBeFocused();

    // Escape closes it and gives the focus back to its button.
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(money).toBeFocused();
    await expect(money).toHaveAttribute('aria-expanded', 'false');

    // Down opens it on the first item, Up on the last.
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Accounts' })).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'Bank Connections' })).toBeFocused();

    // Tab leaves it: it closes, and the focus goes on to the next menu of the header.
    await page.keyboard.press('Tab');
    await expect(menu).toHaveCount(0);
    expect(await focusedText(page)).toBe('Planning');

    // Space opens it too, and follows an item as Enter does.
    await money.focus();
    await page.keyboard.press(' ');
    await expect(menu.getByRole('menuitem', { name: 'Accounts' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press(' ');
    await expect(page).toHaveURL(/\/thirdparties$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Third Parties' })).toBeVisible();
    await expect(menu).toHaveCount(0);
    await nav.getByRole('button', { name: 'Setup' }).click();
    await page.getByRole('menu', { name: 'Setup' }).getByRole('menuitem', { name: 'Tags' }).press('Enter');
    await expect(page).toHaveURL(/\/tags$/);
  });
});

test.describe('the user menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens from the keyboard and is axe clean open', async ({ page, request }) => {
    const person = newPerson('Umar', 'Usermenu');
    await registerByApi(request, person);
    await login(page, person);
    const button = page.getByRole('banner').getByRole('button', { name: `Hello ${person.firstname}` });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'User' })).toBeFocused();
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/shots-ui/user-menu-390.png' });
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
  });
});

for (const viewport of VIEWPORTS) {
  test.describe(`the date picker at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('opens on a click, a key or typing, never by the focus alone, and reads clearly', async ({
      page,
      request,
    }) => {
      const person = newPerson('Dora', 'Datepicker');
      await registerByApi(request, person);
      const ledger = await ledgerSession(request, person);
      const everyday = await createBankAccount(ledger, 'Everyday', 100);
      await login(page, person);
      await page.goto(`/transactions/${everyday}`);
      await page.getByRole('button', { name: 'New transaction' }).click();
      const form = page.getByRole('form', { name: 'Transaction' });
      const date = form.getByRole('textbox', { name: 'Date', exact: true });
      const calendar = page.locator('[data-dates-dropdown]');

      // A new transaction starts at its date: the field has the focus, and the fields after it stay in sight.
      await expect(date).toBeFocused();
      await expect(calendar).toHaveCount(0);
      const debit = form.getByRole('combobox', { name: 'Debit account' });
      const box = await debit.boundingBox();
      if (!box) throw new Error('the debit account field has no box');
      const onTop = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-dates-dropdown]') !== null,
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(onTop, 'the calendar covers the debit account').toBe(false);

      // Down opens it, Escape closes it; a click opens it too.
      await page.keyboard.press('ArrowDown');
      await expect(calendar).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(calendar).toHaveCount(0);
      await date.click();
      await expect(calendar).toBeVisible();

      // Open, with the weekend days and the days of the months either side, nothing reads too faintly.
      await page.getByRole('button', { name: 'Previous' }).click();
      await expect(calendar.locator('[data-outside]').first()).toBeVisible();
      await expect(calendar.locator('[data-weekend]').first()).toBeVisible();
      await expect.poll(() => calendar.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
      const contrast = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
      expect(contrast.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual(
        [],
      );
      const serious = (await new AxeBuilder({ page }).analyze()).violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(serious.map((violation) => violation.id)).toEqual([]);
      await page.screenshot({ path: `/tmp/shots-ui/date-picker-${viewport.width}.png` });

      // A day picked closes it and is the date.
      const day = calendar.locator('button:not([data-outside])').filter({ hasText: /^15$/ });
      await day.click();
      await expect(calendar).toHaveCount(0);
      await expect(date).toHaveValue(/^15 /);
    });
  });
}
