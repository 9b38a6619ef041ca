import { saveBudgetRequestSchema, type Budget } from '@hearth/contract';
import { placeRefusal, schemaFieldMessages, type FieldMessages, type FieldWords } from '../../lib/field-refusals';
import { draftToSaveBody, type BudgetDraft } from './budget-draft';

export type BudgetField =
  | 'name'
  | 'allowanceAmount'
  | 'budgetTypeId'
  | 'startDate'
  | 'endDate'
  | 'primaryAccountId'
  | 'carryOverCap'
  | 'allowanceFromPeriod';

export type BudgetErrors = FieldMessages<BudgetField>;

/** The budget form's fields as the screen labels them, and as the server's refusals name them. */
export const BUDGET_FIELDS: readonly FieldWords<BudgetField>[] = [
  { key: 'name', label: 'Name', serverSentences: [/^A budget named .* already exists/] },
  { key: 'allowanceAmount', label: 'Allowance', serverNames: ['Allowance', 'The allowance'] },
  { key: 'budgetTypeId', label: 'Budget Type', serverNames: ['Budget type'] },
  { key: 'startDate', label: 'Start date', serverNames: ['Start date', 'The start date'] },
  { key: 'endDate', label: 'End date', serverNames: ['End date', 'The end date'] },
  { key: 'primaryAccountId', label: 'Primary account', serverNames: ['Primary account'] },
  { key: 'carryOverCap', label: 'Carry-over cap', serverNames: ['Carry over cap', 'The carry-over cap'] },
  {
    key: 'allowanceFromPeriod',
    label: 'Apply the new allowance from',
    serverNames: ['Allowance from period'],
  },
];

/**
 * What the budget would be refused for before it is sent, by the contract's rules of the request: an
 * empty name, allowance or start date. Empty when it may be sent.
 */
export function budgetDraftProblems(draft: BudgetDraft, saved: Budget | null): BudgetErrors {
  const body = draftToSaveBody(draft, saved);
  return schemaFieldMessages(saveBudgetRequestSchema.safeParse(body), { ...body }, BUDGET_FIELDS);
}

/** The server's refusal of a save, at the fields it names; what names none stays for a toast. */
export function budgetRefusal(description: string) {
  return placeRefusal(description, BUDGET_FIELDS);
}
