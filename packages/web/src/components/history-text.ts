import { formatDate, isDateField, isMoneyField, type FieldChange, type HistoryEntry } from '@hearth/contract';

/** How the history writes values: money in the family's currency and reader's locale, days as dates. */
export interface HistoryFormat {
  money: (amount: number) => string;
}

const LABELS: Record<string, string> = {
  date: 'Date',
  type: 'Type',
  debitAccount: 'Debit account',
  creditAccount: 'Credit account',
  description: 'Description',
  amount: 'Amount',
  subcategory: 'Category',
  budget: 'Budget',
  tags: 'Tags',
  reconciled: 'Reconciled',
  attachment: 'Attachment',
  name: 'Name',
  openingDate: 'Opening date',
  openingBalance: 'Opening balance',
  favourite: 'Favourite',
  active: 'Active',
  quickTransaction: 'Quick entry',
  defaultSubcategory: 'Default category',
  defaultBudget: 'Default budget',
  period: 'Period',
  startDate: 'Start date',
  endDate: 'End date',
  startDay: 'Start day',
  account: 'Account',
  carryOver: 'Carry over',
  carryOverCap: 'Carry-over cap',
  recurrence: 'Recurrence',
  ends: 'Ends',
  numberOfPayments: 'Number of payments',
  weekdays: 'Weekdays',
  autoPay: 'Auto-pay',
  income: 'Income category',
  category: 'Category',
  mergedInto: 'Merged into',
};

/**
 * A field's name as a person reads it: `amount` → "Amount", `line2.subcategory` → "Line 2 category",
 * `subcategory Dining.name` → "Subcategory Dining: name". A field the screen does not know reads as words.
 */
export function fieldLabel(field: string): string {
  const line = /^line(\d+)\.(.+)$/.exec(field);
  if (line) return `Line ${line[1]} ${(LABELS[line[2] as string] ?? line[2] ?? '').toLowerCase()}`;
  const subcategory = /^subcategory (.+)\.([^.]+)$/.exec(field);
  if (subcategory) return `Subcategory ${subcategory[1]}: ${(LABELS[subcategory[2] as string] ?? '').toLowerCase()}`;
  return LABELS[field] ?? field.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase());
}

/** A value of a field as the screen writes it. */
export function valueText(field: string, value: string, format: HistoryFormat): string {
  if (isMoneyField(field) && /^-?\d+(\.\d+)?$/.test(value)) return format.money(Number(value));
  if (isDateField(field) && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  return value;
}

/** One change in words: "Amount from 12.34 to 15.00", "Tags set to Holiday", "Attachment receipt.pdf removed". */
export function changeText(change: FieldChange, format: HistoryFormat): string {
  const label = fieldLabel(change.field);
  const from = change.from === null ? null : valueText(change.field, change.from, format);
  const to = change.to === null ? null : valueText(change.field, change.to, format);
  if (change.field === 'attachment') return to !== null ? `Attachment ${to} added` : `Attachment ${from ?? ''} removed`;
  if (change.field === 'reconciled')
    return to === 'yes' ? 'Reconciled with a bank statement' : 'Unlocked from its bank statement';
  if (from === null) return `${label} set to ${to ?? ''}`;
  if (to === null) return `${label} ${from} cleared`;
  return `${label} from ${from} to ${to}`;
}

/** What happened, in words, with who did it: "Anna Gruber changed", "Imported", "Paid by auto-pay". */
export function actionText(entry: Pick<HistoryEntry, 'action' | 'user'>): string {
  const who = entry.user?.name ?? 'A former member';
  switch (entry.action) {
    case 'create':
      return `${who} created it`;
    case 'update':
      return `${who} changed`;
    case 'delete':
      return `${who} deleted it`;
    case 'restore':
      return `${who} restored it`;
    case 'import':
      return entry.user ? `Imported by ${who}` : 'Imported';
    case 'bankSync':
      return 'By bank sync';
    case 'rule':
      return entry.user ? `Import rule applied by ${who}` : 'Import rule applied';
    case 'autoPay':
      return 'Paid by auto-pay';
    case 'pay':
      return `${who} paid the scheduled payment`;
    case 'bulkUpdate':
      return `${who} changed in a bulk update`;
    case 'merge':
      return `${who} merged a subcategory`;
    case 'undo':
      return `${who} undid a change`;
    case 'reconcile':
      return `${who} changed the bank reconciliation`;
  }
}

/**
 * An entry as one sentence when it holds one change ("Anna Gruber changed Amount from 12,34 € to 15,00 €"),
 * otherwise its headline and its changes as a list. A creation lists what it was made with.
 */
export function entryText(entry: HistoryEntry, format: HistoryFormat): { headline: string; details: string[] } {
  const changes = entry.changes.map((change) => changeText(change, format));
  if (entry.action === 'update' && changes.length === 1)
    return { headline: `${actionText(entry)} ${changes[0]}`, details: [] };
  return { headline: actionText(entry), details: changes };
}
