import { expect, type APIRequestContext } from '@playwright/test';
import { newPerson, type Person } from './app';
import { apiRoutes, ledgerSession, requestTo, type LedgerSession } from './ledger';

/**
 * Registers a family in Vienna through the API that keeps its books in euros (no starter categories), and
 * opens the API session its specs set it up with. The browser's locale is the spec's own (`test.use`).
 */
export async function registerViennaFamily(
  request: APIRequestContext,
  firstname: string,
): Promise<{ person: Person; ledger: LedgerSession }> {
  const person = newPerson(firstname, 'Gruber');
  const registered = await request.post(requestTo(apiRoutes.auth.register).url, {
    data: {
      firstname: person.firstname,
      surname: person.surname,
      email: person.email,
      password: person.password,
      confirmPassword: person.password,
      timezoneId: 'Europe/Vienna',
      starterCategories: false,
      currencyCode: 'EUR',
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return { person, ledger: await ledgerSession(request, person) };
}
