import { expect, type APIRequestContext } from '@playwright/test';
import { newPerson, registerByApi, type Person } from './app';
import {
  apiRoutes,
  createBankAccount,
  createCategory,
  createScenario,
  createSchedule,
  createTag,
  createThirdParty,
  isoDay,
  ledgerSession,
  type LedgerSession,
  recordTransaction,
  requestTo,
} from './ledger';

/**
 * A family with something on every screen, named and sized the way real households are: long account and
 * payee names, balances in the hundreds of thousands, split lines, tags, an attachment, overdue and coming
 * payments and a scenario. The phone and accessibility specs open every screen over it.
 */
export interface Household {
  person: Person;
  ledger: LedgerSession;
  everyday: number;
  savings: number;
  landlord: number;
  grocer: number;
  employer: number;
  /** A two-line payment with a tag and an attachment. */
  splitTransaction: number;
  tag: number;
  rent: number;
  salary: number;
  scenario: number;
}

export const HOUSEHOLD_NAMES = {
  everyday: 'Everyday Account',
  savings: 'Joint Savings Account',
  landlord: 'Greenfield Property Management',
  grocer: 'Corner Grocer',
  employer: 'Northwind Traders Payroll',
  rent: 'Rent for the flat',
  salary: 'Monthly salary',
  tag: 'Summer holiday',
  scenario: 'Pay rise next year',
} as const;

async function attachFile(
  request: APIRequestContext,
  person: Person,
  transactionId: number,
  fileName: string,
): Promise<void> {
  const login = await request.post(requestTo(apiRoutes.auth.signIn).url, {
    data: { username: person.email, password: person.password },
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const response = await request.post(requestTo(apiRoutes.attachments.upload, { transactionId }).url, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      formFile: { name: fileName, mimeType: 'text/plain', buffer: Buffer.from('Receipt: 2 x bread, 1 x milk') },
      description: 'Receipt from the weekly shop',
      parentId: String(transactionId),
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

export async function createHousehold(request: APIRequestContext, firstname: string): Promise<Household> {
  const person = newPerson(firstname, 'Montgomery-Whitfield');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const n = HOUSEHOLD_NAMES;

  const everyday = await createBankAccount(ledger, n.everyday, 4_850.75, { isFavourite: true });
  const savings = await createBankAccount(ledger, n.savings, 125_430.5, { isFavourite: true });
  await ledger.call(requestTo(apiRoutes.user.save), {
    firstname: person.firstname,
    surname: person.surname,
    email: person.email,
    timezoneId: 'Europe/London',
    defaultAccountId: everyday,
  });

  const housing = await createCategory(ledger, 'Housing', ['Rent', 'Repairs and maintenance']);
  const food = await createCategory(ledger, 'Food', ['Groceries', 'Dining out']);
  const income = await createCategory(ledger, 'Income', ['Salary'], true);
  const landlord = await createThirdParty(ledger, n.landlord, { defaultSubCategoryId: housing.subcategoryIds.Rent });
  const grocer = await createThirdParty(ledger, n.grocer, {
    canQuickTransaction: true,
    defaultSubCategoryId: food.subcategoryIds.Groceries,
  });
  const employer = await createThirdParty(ledger, n.employer, { defaultSubCategoryId: income.subcategoryIds.Salary });
  const tag = await createTag(ledger, n.tag);

  const splitTransaction = await recordTransaction(ledger, {
    debitAccountId: everyday,
    creditAccountId: grocer,
    date: isoDay(-2),
    description: 'Weekly shop and lunch',
    lines: [
      { amount: 84.35, subCategoryId: food.subcategoryIds.Groceries },
      { amount: 23.9, subCategoryId: food.subcategoryIds['Dining out'] },
    ],
    tags: [tag],
  });
  await attachFile(request, person, splitTransaction, 'weekly-shop-receipt.txt');
  await recordTransaction(ledger, {
    typeId: 2,
    debitAccountId: employer,
    creditAccountId: everyday,
    date: isoDay(-9),
    description: 'Salary',
    lines: [{ amount: 5_230, subCategoryId: income.subcategoryIds.Salary }],
  });
  await recordTransaction(ledger, {
    typeId: 3,
    debitAccountId: everyday,
    creditAccountId: savings,
    date: isoDay(-6),
    description: 'To savings',
    lines: [1_000],
  });
  await recordTransaction(ledger, {
    debitAccountId: everyday,
    creditAccountId: landlord,
    date: isoDay(-20),
    description: 'Rent',
    lines: [{ amount: 1_650, subCategoryId: housing.subcategoryIds.Rent }],
  });

  // Rent began three days ago, so its first payment is overdue; the salary comes in a few days.
  const rent = await createSchedule(ledger, {
    description: n.rent,
    debitAccountId: everyday,
    creditAccountId: landlord,
    amount: 1_650,
    scheduleStart: isoDay(-3),
    subcategoryId: housing.subcategoryIds.Rent,
  });
  const salary = await createSchedule(ledger, {
    description: n.salary,
    transactionTypeId: 2,
    debitAccountId: employer,
    creditAccountId: everyday,
    amount: 5_230,
    scheduleStart: isoDay(4),
    subcategoryId: income.subcategoryIds.Salary,
  });
  await createSchedule(ledger, {
    description: 'Weekly groceries',
    recurrenceTypeId: 2,
    debitAccountId: everyday,
    creditAccountId: grocer,
    amount: 120,
    scheduleStart: isoDay(1),
    subcategoryId: food.subcategoryIds.Groceries,
  });
  const scenario = await createScenario(ledger, n.scenario, [{ scheduleId: salary, amount: 5_800 }]);

  return {
    person,
    ledger,
    everyday,
    savings,
    landlord,
    grocer,
    employer,
    splitTransaction,
    tag,
    rent,
    salary,
    scenario,
  };
}
