import { expect, test } from '@playwright/test';
import { login, newPerson, registerByApi, toast } from './support/app';
import { pinIn, waitForMail } from './support/outbox';

test('recover a forgotten password with the e-mailed PIN', async ({ page, request }) => {
  const ben = newPerson('Ben', 'Okafor');
  await registerByApi(request, ben);
  const newPassword = 'Found-again-3';

  await page.goto('/recover');
  await expect(page.getByRole('heading', { name: 'Recover Password' })).toBeVisible();
  await page.getByLabel('Email').fill(ben.email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(
    page.getByText('A validation PIN has been emailed to you. Please enter the pin once you get it.'),
  ).toBeVisible();

  const pin = pinIn(await waitForMail(ben.email, /recovery PIN/i));
  await page.getByRole('textbox', { name: 'Validation PIN digit' }).first().click();
  await page.keyboard.type(pin);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  const reset = page.getByRole('button', { name: 'Reset Password' });
  await expect(reset).toBeDisabled();
  await page.getByLabel('Retype New Password').fill(newPassword);
  await page.screenshot({ path: 'e2e/screenshots/recover.png' });
  await reset.click();
  await expect(toast(page, /password has been reset/i)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();

  await login(page, { ...ben, password: newPassword });
});
