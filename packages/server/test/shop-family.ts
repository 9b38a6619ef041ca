import { afterAll, beforeAll } from 'vitest';
import type { Dialect } from '../src/db/database.js';
import { createBank, createThirdParty } from './ledger.js';
import { createTestApp, type TestApp } from './test-app.js';
import { signUp, type SignedInUser } from './users.js';

/** A family that has an everyday bank account and a shop to pay, on an application of its own. */
export interface ShopFamily {
  t: TestApp;
  user: SignedInUser;
  bank: number;
  shop: number;
}

/**
 * For the describe block it is called in: one application on `dialect` and one family on it, made before
 * its tests (the answer's fields are set then) and closed after them.
 */
export function shopFamilyApp(dialect: Dialect, options: { bankBalance?: number } = {}): ShopFamily {
  const family = {} as ShopFamily;
  beforeAll(async () => {
    family.t = await createTestApp(dialect);
    family.user = await signUp(family.t);
    family.bank = await createBank(family.user, 'Everyday', options.bankBalance ?? 0);
    family.shop = await createThirdParty(family.user, 'Shop');
  });
  afterAll(() => family.t.close());
  return family;
}
