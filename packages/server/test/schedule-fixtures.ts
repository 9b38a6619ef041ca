import { TransactionType } from '@hearth/contract';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Dialect } from '../src/db/database.js';
import { createBank, createSubcategory, createThirdParty } from './ledger.js';
import { createTestApp, type TestApp } from './test-app.js';
import { signUp } from './users.js';

/** 10 March 2026, midday in Sydney: the day the schedule tests run on. */
export const SCHEDULE_TODAY = new Date('2026-03-10T01:00:00Z');

/** A family with a bank account, a landlord, an employer and a Rent subcategory. */
export async function family(t: TestApp) {
  const user = await signUp(t);
  const bank = await createBank(user, 'Everyday', 1000);
  const landlord = await createThirdParty(user, 'Landlord');
  const employer = await createThirdParty(user, 'Employer');
  const { subcategoryId } = await createSubcategory(user, 'Home', 'Rent');
  return { user, bank, landlord, employer, rent: subcategoryId };
}

export type ScheduleFamily = Awaited<ReturnType<typeof family>>;

/**
 * For the describe block it is called in: one application on `dialect` for all its tests, its clock set
 * back to SCHEDULE_TODAY before each. Answers it, and a maker of new families on it.
 */
export function scheduleTestApp(dialect: Dialect) {
  let t: TestApp | undefined;
  const app = (): TestApp => {
    if (!t) throw new Error('The application is made before the first test.');
    return t;
  };
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());
  beforeEach(() => {
    app().clock.now = SCHEDULE_TODAY;
  });
  return { app, newFamily: () => family(app()) };
}

export const monthlyRent = (f: ScheduleFamily, extra: Record<string, unknown> = {}) => ({
  recurrenceTypeId: 4,
  scheduleStart: '2026-01-31',
  recurrenceEndTypeId: 1,
  weekdayOnlyTypeId: 3,
  description: 'Rent',
  transactionTypeId: TransactionType.Payment,
  debitAccountId: f.bank,
  creditAccountId: f.landlord,
  subcategoryId: f.rent,
  amount: 100,
  ...extra,
});
