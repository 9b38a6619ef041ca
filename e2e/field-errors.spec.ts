import { expect, test, type Locator, type Page } from '@playwright/test';
import { login, newPerson, registerByApi, toast } from './support/app';
import { createBudget } from './support/budgets';
import { isoDay, ledgerSession, shownDay } from './support/ledger';
import { expectNoSeriousViolations } from './support/trust';

const VIEWPORTS = [
  { label: 'desktop', width: 1366, height: 860 },
  { label: 'phone', width: 390, height: 844 },
] as const;

const toasts = (page: Page) => page.locator('.mantine-Notification-root');

/** The field says this, where a screen reader reads it with the field, and shows itself as wrong. */
async function expectSaid(field: Locator, message: string | RegExp): Promise<void> {
  await expect(field).toHaveAccessibleDescription(typeof message === 'string' ? new RegExp(escape(message)) : message);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the budget form says at each field what is wrong with it, in the words on the screen', async ({
      page,
      request,
    }) => {
      const person = newPerson('Fern', 'Fieldwork');
      await registerByApi(request, person);
      const ledger = await ledgerSession(request, person);
      await createBudget(ledger, { name: 'Food', allowanceAmount: 300, budgetTypeId: 2, startDate: isoDay(-10) });
      await login(page, person);
      await page.goto('/budgets');
      await page.getByRole('main').getByRole('link', { name: 'Create', exact: true }).click();
      const form = page.getByRole('form', { name: 'Budget' });
      const name = form.getByRole('textbox', { name: 'Name' });
      const allowance = form.getByRole('textbox', { name: 'Allowance' });

      // Nothing filled in: each empty field says so, nothing is sent, no toast; the first of them has the focus.
      await form.getByRole('button', { name: 'Save' }).click();
      await expectSaid(name, 'Name is required.');
      await expectSaid(allowance, 'Allowance is required.');
      await expect(name).toBeFocused();
      await expect(toasts(page)).toHaveCount(0);
      await page.screenshot({ path: `/tmp/shots-ui/budget-errors-${viewport.width}.png`, fullPage: true });
      await expectNoSeriousViolations(page, 'budget form with its errors');

      // What is typed clears what the field said.
      await name.fill('Food');
      await expect(name).not.toHaveAttribute('aria-invalid', 'true');

      // The server's refusals, each at its field: the allowance, a name taken, a range the wrong way round.
      await allowance.fill('0');
      await form.getByRole('button', { name: 'Save' }).click();
      await expectSaid(allowance, 'Allowance must be more than zero.');
      await expect(toasts(page)).toHaveCount(0);
      await allowance.fill('abc');
      await expectSaid(allowance, /Digits and one decimal point only/);
      await allowance.fill('250');
      await form.getByRole('button', { name: 'Save' }).click();
      await expectSaid(name, 'A budget named Food already exists.');
      await name.fill('Groceries');
      const endDate = form.getByRole('textbox', { name: 'End date' });
      await endDate.fill(shownDay(isoDay(-30)));
      await endDate.press('Enter');
      await form.getByRole('button', { name: 'Save' }).click();
      await expectSaid(endDate, 'End date must not be before the start date.');
      await expect(toasts(page)).toHaveCount(0);
      await endDate.fill('31/02/2026');
      await endDate.blur();
      await expectSaid(endDate, /31\/02\/2026 is not a date/);
      await endDate.fill('');
      await endDate.blur();

      // The cap, when carrying over, takes no minus.
      await form.getByRole('switch', { name: 'Carry over' }).check();
      const cap = form.getByRole('textbox', { name: 'Carry-over cap' });
      await cap.fill('-5');
      await cap.blur();
      await expectSaid(cap, /No minus sign/);
      await cap.fill('50');

      await form.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, /Groceries/)).toBeVisible();
      await expect(page).toHaveURL(/\/budget\/\d+$/);
    });

    test('the registration page says at each field what is wrong with it, in the words on the screen', async ({
      page,
    }) => {
      let sent = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/register') sent += 1;
      });
      await page.goto('/register');
      const form = page.getByRole('form', { name: 'Register' });
      const firstname = form.getByRole('textbox', { name: 'Firstname' });
      const surname = form.getByRole('textbox', { name: 'Surname' });
      const email = form.getByRole('textbox', { name: 'Email' });
      const password = form.getByLabel('Password', { exact: true });
      const retype = form.getByLabel('Retype Password');

      await form.getByRole('button', { name: 'Register' }).click();
      await expectSaid(firstname, 'Firstname is required.');
      await expectSaid(surname, 'Surname is required.');
      await expectSaid(email, 'Email is required.');
      await expectSaid(password, 'Password must be at least 8 characters long.');
      await expect(firstname).toBeFocused();
      await expect(toasts(page)).toHaveCount(0);
      await page.screenshot({ path: `/tmp/shots-ui/register-errors-${viewport.width}.png`, fullPage: true });
      await expectNoSeriousViolations(page, 'registration with its errors');

      await firstname.fill('Anna');
      await surname.fill('x'.repeat(101));
      await email.fill('anna@');
      await password.fill('alllowercase');
      await retype.fill('alllowercase!');
      await form.getByRole('button', { name: 'Register' }).click();
      await expect(firstname).not.toHaveAttribute('aria-invalid', 'true');
      await expectSaid(surname, 'Surname must be at most 100 characters.');
      await expectSaid(email, 'Email must be a valid e-mail address.');
      await expectSaid(password, /Password must mix at least two kinds of characters/);
      await expectSaid(retype, 'Password and Retype Password do not match.');
      await expect(toasts(page)).toHaveCount(0);
      expect(sent).toBe(0);
    });
  });
}
