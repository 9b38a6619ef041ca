import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '@hearth/contract';
import { actionText, changeText, entryText, fieldLabel } from './history-text';

const euro = { money: (amount: number) => `${amount.toFixed(2).replace('.', ',')} €` };
const anna = { id: 1, name: 'Anna Gruber' };

describe('fieldLabel', () => {
  it.each([
    ['amount', 'Amount'],
    ['debitAccount', 'Debit account'],
    ['line2.subcategory', 'Line 2 category'],
    ['line1.amount', 'Line 1 amount'],
    ['subcategory Dining.name', 'Subcategory Dining: name'],
    ['somethingNew', 'Something New'],
  ])('%s reads %s', (field, label) => {
    expect(fieldLabel(field)).toBe(label);
  });
});

describe('changeText', () => {
  it.each([
    [{ field: 'amount', from: '12.34', to: '15.00' }, 'Amount from 12,34 € to 15,00 €'],
    [{ field: 'line2.amount', from: null, to: '5.00' }, 'Line 2 amount set to 5,00 €'],
    [{ field: 'date', from: '2026-03-12', to: '2026-03-13' }, 'Date from 12 Mar 2026 to 13 Mar 2026'],
    [{ field: 'tags', from: 'Holiday', to: null }, 'Tags Holiday cleared'],
    [{ field: 'attachment', from: null, to: 'receipt.pdf' }, 'Attachment receipt.pdf added'],
    [{ field: 'attachment', from: 'receipt.pdf', to: null }, 'Attachment receipt.pdf removed'],
    [{ field: 'description', from: '12.34', to: 'Rent' }, 'Description from 12.34 to Rent'],
    [{ field: 'reconciled', from: null, to: 'yes' }, 'Reconciled with a bank statement'],
    [{ field: 'reconciled', from: 'yes', to: null }, 'Unlocked from its bank statement'],
  ])('%j reads %s', (change, text) => {
    expect(changeText(change, euro)).toBe(text);
  });
});

describe('entryText', () => {
  const entry = (action: HistoryEntry['action'], changes: HistoryEntry['changes'], user = anna): HistoryEntry => ({
    at: '2026-03-12T13:05:00.000Z',
    user,
    action,
    changes,
  });
  it('writes one change by hand as one sentence', () => {
    expect(entryText(entry('update', [{ field: 'amount', from: '12.34', to: '15.00' }]), euro)).toEqual({
      headline: 'Anna Gruber changed Amount from 12,34 € to 15,00 €',
      details: [],
    });
  });
  it('lists several changes under their headline', () => {
    expect(
      entryText(
        entry('bulkUpdate', [
          { field: 'description', from: 'Bakery', to: 'Weekly shop' },
          { field: 'tags', from: null, to: 'Holiday' },
        ]),
        euro,
      ),
    ).toEqual({
      headline: 'Anna Gruber changed in a bulk update',
      details: ['Description from Bakery to Weekly shop', 'Tags set to Holiday'],
    });
  });
  it.each<[HistoryEntry['action'], typeof anna | null, string]>([
    ['autoPay', null, 'Paid by auto-pay'],
    ['bankSync', null, 'By bank sync'],
    ['import', anna, 'Imported by Anna Gruber'],
    ['rule', anna, 'Import rule applied by Anna Gruber'],
    ['delete', anna, 'Anna Gruber deleted it'],
    ['update', null, 'A former member changed'],
  ])('names %s by %j as "%s"', (action, user, text) => {
    expect(actionText({ action, user })).toBe(text);
  });
});
