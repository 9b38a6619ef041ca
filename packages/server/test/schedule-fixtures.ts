import { createBank, createSubcategory, createThirdParty } from './ledger.js';
import type { TestApp } from './test-app.js';
import { signUp } from './users.js';

/** A family with a bank account, a landlord, an employer and a Rent subcategory. */
export async function family(t: TestApp) {
  const user = await signUp(t);
  const bank = await createBank(user, 'Everyday', 1000);
  const landlord = await createThirdParty(user, 'Landlord');
  const employer = await createThirdParty(user, 'Employer');
  const { subcategoryId } = await createSubcategory(user, 'Home', 'Rent');
  return { user, bank, landlord, employer, rent: subcategoryId };
}

export const monthlyRent = (f: Awaited<ReturnType<typeof family>>, extra: Record<string, unknown> = {}) => ({
  recurrenceTypeId: 4,
  scheduleStart: '2026-01-31',
  recurrenceEndTypeId: 1,
  weekdayOnlyTypeId: 3,
  description: 'Rent',
  transactionTypeId: 1,
  debitAccountId: f.bank,
  creditAccountId: f.landlord,
  subcategoryId: f.rent,
  amount: 100,
  ...extra,
});
