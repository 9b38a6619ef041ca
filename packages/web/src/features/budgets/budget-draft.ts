import { BudgetType, type Budget } from '@hearth/contract';

export type BudgetTypeId = (typeof BudgetType)[keyof typeof BudgetType];

/** The choices, shortest period first (the ids are the specification's: 1 Weekly, 2 Monthly, then 3). */
export const BUDGET_TYPE_CHOICES: { value: BudgetTypeId; label: string }[] = [
  { value: BudgetType.Weekly, label: 'Weekly' },
  { value: BudgetType.Fortnightly, label: 'Fortnightly' },
  { value: BudgetType.Monthly, label: 'Monthly' },
];

export function asBudgetType(id: number): BudgetTypeId {
  return BUDGET_TYPE_CHOICES.find((choice) => choice.value === id)?.value ?? BudgetType.Monthly;
}

/** The editor's working copy of a budget. */
export interface BudgetDraft {
  id: number | null;
  name: string;
  allowanceAmount: number | null;
  budgetTypeId: BudgetTypeId;
  startDate: string | null;
  endDate: string | null;
  primaryAccountId: number | null;
  carryOver: boolean;
  carryOverCap: number | null;
  /** The period a changed allowance applies from; null leaves the choice to the default. */
  allowanceFromPeriod: number | null;
}

/**
 * What the editor sends. Empty fields are left out rather than sent as null, so that the server's message
 * says the field is required ('Allowance is required') instead of naming a type.
 */
export interface BudgetSaveBody {
  id: number | null;
  name: string;
  allowanceAmount?: number;
  startDate?: string;
  endDate: string | null;
  budgetTypeId: BudgetTypeId;
  primaryAccountId: number | null;
  /** The specification's client always sends 1: periods follow the start date. */
  startDayNumber: 1;
  carryOver: boolean;
  carryOverCap: number | null;
  allowanceFromPeriod?: number;
}

export function newBudgetDraft(today: string): BudgetDraft {
  return {
    id: null,
    name: '',
    allowanceAmount: null,
    budgetTypeId: BudgetType.Monthly,
    startDate: today,
    endDate: null,
    primaryAccountId: null,
    carryOver: false,
    carryOverCap: null,
    allowanceFromPeriod: null,
  };
}

export function draftOfBudget(budget: Budget): BudgetDraft {
  return {
    id: budget.id,
    name: budget.name,
    allowanceAmount: budget.allowanceAmount,
    budgetTypeId: asBudgetType(budget.budgetTypeId),
    startDate: budget.startDate,
    endDate: budget.endDate,
    primaryAccountId: budget.primaryAccountId,
    carryOver: budget.carryOver,
    carryOverCap: budget.carryOverCap,
    allowanceFromPeriod: null,
  };
}

/** A new type or start date numbers the periods afresh: the server then applies the allowance from the first. */
export function renumbersPeriods(draft: BudgetDraft, saved: Budget): boolean {
  return draft.budgetTypeId !== saved.budgetTypeId || draft.startDate !== saved.startDate;
}

/** The editor asks from which period a new allowance applies only for a saved budget keeping its periods. */
export function asksAllowanceFrom(draft: BudgetDraft, saved: Budget | null): saved is Budget {
  return (
    saved !== null &&
    draft.allowanceAmount !== null &&
    draft.allowanceAmount !== saved.allowanceAmount &&
    !renumbersPeriods(draft, saved)
  );
}

/** The period a changed allowance applies from unless another is chosen: the current one (or the first, before it starts). */
export function defaultAllowanceFrom(saved: Budget): number {
  return Math.max(saved.currentBudgetNumber, 1);
}

export function draftToSaveBody(draft: BudgetDraft, saved: Budget | null): BudgetSaveBody {
  const body: BudgetSaveBody = {
    id: draft.id,
    name: draft.name.trim(),
    endDate: draft.endDate,
    budgetTypeId: draft.budgetTypeId,
    primaryAccountId: draft.primaryAccountId,
    startDayNumber: 1,
    carryOver: draft.carryOver,
    // A cap means nothing without carry-over; the server clears it too.
    carryOverCap: draft.carryOver ? draft.carryOverCap : null,
  };
  if (draft.allowanceAmount !== null) body.allowanceAmount = draft.allowanceAmount;
  if (draft.startDate !== null) body.startDate = draft.startDate;
  if (asksAllowanceFrom(draft, saved))
    body.allowanceFromPeriod = draft.allowanceFromPeriod ?? defaultAllowanceFrom(saved);
  return body;
}
