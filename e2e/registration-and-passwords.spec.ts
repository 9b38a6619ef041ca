import { expect, test, type Page } from '@playwright/test';
import { fillLogin, login, newPerson, registerByApi, toast } from './support/app';

const RULES =
  'At least 8 characters of two kinds or more (lower case, upper case, digits, symbols), and not your e-mail address.';

/** Counts the registrations the page sends, so that a form checked in the browser can be shown to send none. */
function countRegistrations(page: Page): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/register') sent += 1;
  });
  return () => sent;
}

test('registration checks the password at the field, searches countries as typed and starts with common categories', async ({
  page,
}) => {
  const lena = newPerson('Lena', 'Okafor');
  const registrations = countRegistrations(page);
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Register' });
  await expect(form.getByText(RULES)).toBeVisible();
  await form.getByLabel('Firstname').fill(lena.firstname);
  await form.getByLabel('Surname').fill(lena.surname);
  await form.getByLabel('Email').fill(lena.email);

  // Typing in the Country box searches: it does not add to the country already chosen.
  const country = form.getByRole('combobox', { name: 'Country' });
  await expect(country).toHaveValue('United Kingdom');
  await country.click();
  await expect(country).toHaveValue('');
  await country.pressSequentially('Austral');
  await expect(page.getByRole('option', { name: 'Australia', exact: true })).toBeVisible();
  await expect(page.getByText('No such country')).toHaveCount(0);
  // Enter picks the country; it never submits the form.
  await country.press('Enter');
  await expect(country).toHaveValue('Australia');
  await expect(page).toHaveURL(/\/register$/);
  // A country typed that does not exist says so, and Enter still leaves the form alone.
  await country.click();
  await country.pressSequentially('Atlantis');
  await expect(page.getByText('No such country')).toBeVisible();
  await country.press('Enter');
  await page.getByRole('heading', { name: 'Register' }).click();
  await expect(country).toHaveValue('Australia');
  await country.click();
  await country.pressSequentially('United King');
  await country.press('Enter');
  await expect(country).toHaveValue('United Kingdom');
  await form.getByRole('combobox', { name: 'Time Zone' }).click();
  await page.getByRole('option', { name: /Europe\/London/ }).click();
  expect(registrations()).toBe(0);

  // The retype is checked before anything is sent, in the server's own words.
  await form.getByLabel('Password', { exact: true }).fill(lena.password);
  await form.getByLabel('Retype Password').fill(`${lena.password}x`);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('Password and Retype Password do not match.')).toBeVisible();
  // So is the password itself, against the rules shown beside it.
  await form.getByLabel('Password', { exact: true }).fill('short');
  await form.getByLabel('Retype Password').fill('short');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('Password must be at least 8 characters long.')).toBeVisible();
  expect(registrations()).toBe(0);

  // Common categories are offered, ticked: the new family has somewhere to file its first transactions.
  const starter = form.getByRole('checkbox', { name: 'Start with common categories' });
  await expect(starter).toBeChecked();
  await form.getByLabel('Password', { exact: true }).fill(lena.password);
  await form.getByLabel('Retype Password').fill(lena.password);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(toast(page, 'Registration Success')).toBeVisible();
  expect(registrations()).toBe(1);
  await fillLogin(page, lena.email, lena.password);
  await expect(page.getByRole('heading', { name: 'Hello Lena' })).toBeVisible();
  await page.goto('/categories');
  const categories = page.getByRole('table', { name: 'Categories' });
  for (const name of ['Income', 'Housing', 'Food', 'Transport']) {
    await expect(categories.getByRole('row').filter({ hasText: new RegExp(`^${name}`) })).toHaveCount(1);
  }
  await expect(categories.getByRole('row').filter({ hasText: /^Groceries/ })).toHaveCount(1);
});

test('registration without the common categories starts empty', async ({ page }) => {
  const omar = newPerson('Omar', 'Haddad');
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('Firstname').fill(omar.firstname);
  await form.getByLabel('Surname').fill(omar.surname);
  await form.getByLabel('Email').fill(omar.email);
  await form.getByLabel('Password', { exact: true }).fill(omar.password);
  await form.getByLabel('Retype Password').fill(omar.password);
  await form.getByRole('checkbox', { name: 'Start with common categories' }).uncheck();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(toast(page, 'Registration Success')).toBeVisible();
  await login(page, omar);
  await page.goto('/categories');
  await expect(page.getByText('No categories yet. Create one to sort your spending and income.')).toBeVisible();
});

test('the password change shows the rules beside the field and the spec’s words for a retype that differs', async ({
  page,
  request,
}) => {
  const ines = newPerson('Ines', 'Varga');
  await registerByApi(request, ines);
  await login(page, ines);
  await page.goto('/security');
  const form = page.getByRole('form', { name: 'Change password' });
  await expect(form.getByText(RULES)).toBeVisible();
  await form.getByLabel('Current Password').fill(ines.password);
  await form.getByLabel('New Password', { exact: true }).fill('Warmer-hearth-3');
  await form.getByLabel('Retype New Password').fill('Warmer-hearth-4');
  await expect(form.getByText('New password validation failed')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  await form.getByLabel('Retype New Password').fill('Warmer-hearth-3');
  await expect(form.getByText('New password validation failed')).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Save' })).toBeEnabled();
});
