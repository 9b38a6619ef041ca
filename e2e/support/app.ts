import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface Person {
  firstname: string;
  surname: string;
  email: string;
  password: string;
}

let counter = 0;

/** A person with an address no earlier test or run has used. */
export function newPerson(firstname: string, surname: string): Person {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return { firstname, surname, email: `${firstname.toLowerCase()}.${tag}@example.com`, password: 'Hearth-start-1' };
}

/** Registration through the API, for specs whose subject is something else. */
export async function registerByApi(request: APIRequestContext, person: Person): Promise<void> {
  const response = await request.post('/register', {
    data: {
      firstname: person.firstname,
      surname: person.surname,
      email: person.email,
      password: person.password,
      confirmPassword: person.password,
      timezoneId: 'Europe/London',
      // Specs make the categories they use.
      starterCategories: false,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Fills the login form and submits it with the button, or with Enter in the password field. */
export async function fillLogin(
  page: Page,
  email: string,
  password: string,
  submit: 'click' | 'enter' = 'click',
): Promise<void> {
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  const passwordInput = form.getByLabel('Password', { exact: true });
  await passwordInput.fill(password);
  if (submit === 'enter') await passwordInput.press('Enter');
  else await form.getByRole('button', { name: 'Login' }).click();
}

export async function login(page: Page, person: Pick<Person, 'firstname' | 'email' | 'password'>): Promise<void> {
  await page.goto('/');
  await fillLogin(page, person.email, person.password);
  await expect(page.getByRole('heading', { name: `Hello ${person.firstname}` })).toBeVisible();
}

export async function logout(page: Page, firstname: string): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Hello ${firstname}` })
    .click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText("You're now logged out")).toBeVisible();
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
}

/** The newest toast with this text (an earlier one may still be showing: toasts stay 8 seconds). */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('.mantine-Notification-root').filter({ hasText: text }).last();
}
