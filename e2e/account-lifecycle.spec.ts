import { expect, test } from '@playwright/test';
import { fillLogin, logout, newPerson, toast } from './support/app';
import { linkIn, waitForMail } from './support/outbox';

test('register, validate the e-mail, log in, change the password, log out and log in again', async ({ page }) => {
  const anna = newPerson('Anna', 'Whitfield');
  const newPassword = 'Warmer-hearth-2';

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'hello@hearth.family' })).toHaveAttribute(
    'href',
    'mailto:hello@hearth.family',
  );
  await page.screenshot({ path: 'e2e/screenshots/landing.png', fullPage: true });

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('Firstname').fill(anna.firstname);
  await form.getByLabel('Surname').fill(anna.surname);
  await form.getByLabel('Email').fill(anna.email);
  await form.getByLabel('Password', { exact: true }).fill(anna.password);
  await form.getByLabel('Retype Password').fill(anna.password);
  // The browser runs in Europe/London, which the picker preselects.
  await expect(form.getByRole('combobox', { name: 'Time Zone' })).toHaveValue(/Europe\/London/);
  await expect(form.getByRole('combobox', { name: 'Country' })).toHaveValue('United Kingdom');
  await page.screenshot({ path: 'e2e/screenshots/register.png', fullPage: true });
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(toast(page, 'Registration Success')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const validation = await waitForMail(anna.email, /confirm your e-mail/i);
  await page.goto(linkIn(validation, 'emailvalidationid='));
  await expect(page.getByRole('alert').filter({ hasText: 'your e-mail address has been validated' })).toBeVisible();

  await fillLogin(page, anna.email, anna.password);
  await expect(page.getByRole('heading', { name: 'Hello Anna' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Hello Anna' })).toBeVisible();
  await expect(page.getByText('No Recent Transactions found')).toBeVisible();
  await expect(page.getByText('No Upcoming Transactions found')).toBeVisible();
  await expect(page.getByText('No favourite accounts yet')).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/signed-in-shell.png' });

  await page.goto('/security');
  const passwordForm = page.getByRole('form', { name: 'Change password' });
  const save = passwordForm.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await passwordForm.getByLabel('Current Password').fill(anna.password);
  await passwordForm.getByLabel('New Password', { exact: true }).fill(newPassword);
  await passwordForm.getByLabel('Retype New Password').fill(`${newPassword}x`);
  await expect(save).toBeDisabled();
  await passwordForm.getByLabel('Retype New Password').fill(newPassword);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(toast(page, /password has been changed/i)).toBeVisible();

  // The fresh token from the change keeps the session alive; saving the user brings another one.
  await page.goto('/user');
  const details = page.getByRole('form', { name: 'User details' });
  await expect(details.getByLabel('Firstname')).toHaveValue('Anna');
  await details.getByLabel('Firstname').fill('Annie');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, /details have been saved/i)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Hello Annie' })).toBeVisible();

  await logout(page, 'Annie');

  // The old password no longer opens the account.
  await fillLogin(page, anna.email, anna.password);
  await expect(toast(page, 'The e-mail address or password is incorrect.')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Hello/ })).toHaveCount(0);

  await page.goto('/');
  await fillLogin(page, anna.email, newPassword, 'enter');
  await expect(page.getByRole('heading', { name: 'Hello Annie' })).toBeVisible();
});
