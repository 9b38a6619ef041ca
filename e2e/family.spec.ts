import { expect, test } from '@playwright/test';
import { login, logout, newPerson, registerByApi, toast } from './support/app';
import { linkIn, waitForMail } from './support/outbox';

test('an admin invites a person, who registers into the same family', async ({ page, request }) => {
  const carol = newPerson('Carol', 'Hendry');
  const dan = newPerson('Dan', 'Hendry');
  await registerByApi(request, carol);

  await login(page, carol);
  await page.getByRole('banner').getByRole('button', { name: 'Hello Carol' }).click();
  await page.getByRole('menuitem', { name: 'User' }).click();
  await expect(page.getByRole('heading', { name: 'User', exact: true })).toBeVisible();
  const family = page.getByLabel('Family', { exact: true });
  await expect(family).toHaveValue('Hendry Family');

  const invite = page.getByRole('form', { name: 'Invite' });
  await invite.getByLabel('E-mail').fill(dan.email);
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(toast(page, `Invitation sent to ${dan.email}`)).toBeVisible();
  await expect(page.getByRole('cell', { name: dan.email, exact: true })).toBeVisible();
  // The shell's header is fixed, so a taller window rather than a full-page capture shows the whole page.
  await page.setViewportSize({ width: 1366, height: 1200 });
  await page.screenshot({ path: 'e2e/screenshots/user-page.png' });

  const invitation = await waitForMail(dan.email, /invites you/i);
  await logout(page, 'Carol');

  await page.goto(linkIn(invitation, '/register?invitation='));
  await expect(page.getByText('You have been invited to join Hendry Family')).toBeVisible();
  const form = page.getByRole('form', { name: 'Register' });
  await expect(form.getByLabel('Email')).toHaveValue(dan.email);
  await expect(form.getByLabel('Email')).toHaveAttribute('readonly', '');
  await form.getByLabel('Firstname').fill(dan.firstname);
  await form.getByLabel('Surname').fill(dan.surname);
  await form.getByLabel('Password', { exact: true }).fill(dan.password);
  await form.getByLabel('Retype Password').fill(dan.password);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(toast(page, 'Registration Success')).toBeVisible();

  await login(page, dan);
  await page.goto('/user');
  await expect(page.getByLabel('Family', { exact: true })).toHaveValue('Hendry Family');
  await expect(page.getByRole('cell', { name: carol.email, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Invitation' })).toHaveCount(0);
});

test('an invitation link that does not exist shows why', async ({ page }) => {
  await page.goto('/register?invitation=not-a-real-invitation');
  await expect(page.getByText('This invitation is not valid or has expired.')).toBeVisible();
});
