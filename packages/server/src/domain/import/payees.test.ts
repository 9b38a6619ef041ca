import { describe, expect, it } from 'vitest';
import { PayeeDirectory, type KnownAccount } from './payees.js';

const account = (id: number, name: string, extra: Partial<KnownAccount> = {}): KnownAccount => ({
  id,
  name,
  typeId: 2,
  isActive: true,
  defaultSubcategoryId: null,
  defaultBudgetId: null,
  ...extra,
});

const directory = new PayeeDirectory(
  [
    account(1, 'Woolworths'),
    account(2, 'Woolworths Metro'),
    account(3, 'BP'),
    account(4, 'Café Röstwerk'),
    account(5, 'Old Shop', { isActive: false }),
    account(6, 'Savings', { typeId: 1 }),
    account(7, 'Netflix'),
  ],
  [
    { key: 'acme corp payroll', accountId: 8 },
    { key: 'netflix com los gatos ca', accountId: 7 },
  ],
);

describe('finding the third party of a row', () => {
  it.each([
    ['an alias learnt before', 'NETFLIX.COM LOS GATOS CA', null, 7, 'alias'],
    ['an exact name, case and accents aside', 'cafe rostwerk', null, 4, 'name'],
    ['the payee field first', 'Kartenzahlung 44123', 'CAFÉ RÖSTWERK', 4, 'name'],
    ['a name without the codes and numbers around it', 'EFTPOS WOOLWORTHS 1234 BONDI', null, 1, 'name'],
    ['a whole name inside the description', 'PAYMENT TO WOOLWORTHS BONDI JUNCTION', null, 1, 'contained'],
    ['an alias learnt before, whatever the number after it', 'NETFLIX.COM LOS GATOS CA 866-579-7172', null, 7, 'alias'],
    ['the longest name inside', 'WOOLWORTHS METRO 77 SYDNEY', null, 2, 'contained'],
    ['an inactive one by its exact name only', 'Old Shop', null, 5, 'name'],
  ] as const)('%s', (_name, description, payee, id, how) => {
    const found = directory.find(payee, description);
    expect([found?.account.id, found?.how]).toEqual([id, how]);
  });

  it.each([
    ['a name only inside a word', 'WOOLWORTHSX 1234'],
    ['names shorter than three letters', 'BP CONNECT 1234'],
    ['an inactive one inside a description', 'OLD SHOP 12'],
    ['an own bank account by name', 'Transfer to Savings'],
    ['an alias for an account not known', 'ACME CORP PAYROLL'],
  ])('finds nothing for %s', (_name, description) => {
    expect(directory.find(null, description)).toBeNull();
  });
});
