import { describe, expect, it } from 'vitest';
import { amountInCents, preferredBalance, remoteTransactionOf } from './mapping.js';

describe('reading Enable Banking amounts and transactions', () => {
  it.each([
    ['12.3', 1230],
    ['1234.56', 123456],
    ['-49.90', -4990],
    ['0.1', 10],
    ['7', 700],
    ['0.005', 1],
    ['-0.005', -1],
    ['0.004', 0],
    ['-0.00', 0],
    ['1000000000.01', 100000000001],
    ['19.999', 2000],
  ])('%s is %i cents', (text, cents) => {
    expect(amountInCents(text)).toBe(cents);
  });

  it.each(['', '1,50', '1e3', 'abc', '1000000000000.01'])('refuses "%s"', (text) => {
    expect(() => amountInCents(text)).toThrow(RangeError);
  });

  it('prefers a booked balance in the account currency', () => {
    const balance = (balance_type: string, amount: string, currency = 'EUR') => ({
      name: balance_type,
      balance_type,
      balance_amount: { amount, currency },
    });
    expect(preferredBalance([balance('CLAV', '5'), balance('ITBD', '4'), balance('CLBD', '3', 'USD')], 'EUR')).toEqual(
      balance('ITBD', '4'),
    );
    expect(preferredBalance([], 'EUR')).toBeNull();
  });

  it.each([
    ['BOOK', 'DBIT', '5.00', { pending: false, amountCents: -500, date: '2026-11-03' }],
    ['BOOK', 'CRDT', '-5.00', { pending: false, amountCents: 500, date: '2026-11-03' }],
    ['PDNG', 'DBIT', '5.00', { pending: true, amountCents: -500, date: '2026-11-01' }],
    ['HOLD', 'DBIT', '5.00', { pending: true, amountCents: -500, date: '2026-11-01' }],
    ['CNCL', 'DBIT', '5.00', null],
    ['RJCT', 'DBIT', '5.00', null],
    ['SCHD', 'DBIT', '5.00', null],
  ])('a %s %s of %s reads as %o', (status, indicator, amount, expected) => {
    const read = remoteTransactionOf({
      status,
      credit_debit_indicator: indicator,
      transaction_amount: { amount, currency: 'EUR' },
      transaction_date: '2026-11-01',
      value_date: '2026-11-02',
      booking_date: '2026-11-03',
    });
    expect(read === null ? null : { pending: read.pending, amountCents: read.amountCents, date: read.date }).toEqual(
      expected,
    );
  });

  it('takes the payee from the other side and the description from the remittance lines', () => {
    const read = remoteTransactionOf({
      status: 'BOOK',
      credit_debit_indicator: 'CRDT',
      transaction_amount: { amount: '2450.00', currency: 'EUR' },
      booking_date: '2026-04-15',
      creditor: { name: 'Alex Example' },
      debtor: { name: 'Acme Oy' },
      remittance_information: ['Salary', ' April 2026 '],
    });
    expect(read).toEqual({
      date: '2026-04-15',
      amountCents: 245000,
      payee: 'Acme Oy',
      description: 'Salary April 2026',
      pending: false,
    });
  });
});
