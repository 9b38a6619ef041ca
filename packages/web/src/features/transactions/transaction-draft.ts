import {
  AccountType,
  TransactionType,
  asTransactionType,
  changeTransactionType,
  lineAmountProblem,
  ownSide,
  toCents,
  transactionTotalProblem,
  type SaveTransactionRequest,
  type Transaction,
  type TransactionTypeId,
} from '@hearth/contract';
import { formatMoney } from '../../lib/money-display';
import { blankLine, linesTotal, type DraftLine } from './transaction-lines';

/** The editor's working copy of a transaction: what the form shows, before it is a valid request. */
export interface TransactionDraft {
  id: number | null;
  transactionDate: string | null;
  transactionTypeId: TransactionTypeId;
  debitAccountId: number | null;
  creditAccountId: number | null;
  description: string;
  lines: DraftLine[];
  tags: number[];
}

/** The account a new transaction starts from, when opened from that account's list. */
export interface DraftPreset {
  accountId: number;
  accountTypeId: number;
}

/** A new payment dated today; from an account's list, that account already fills its side. */
export function newDraft(today: string, preset: DraftPreset | null = null): TransactionDraft {
  const fromBank = preset?.accountTypeId === AccountType.Bank;
  const toThirdParty = preset?.accountTypeId === AccountType.ThirdParty;
  return {
    id: null,
    transactionDate: today,
    transactionTypeId: TransactionType.Payment,
    debitAccountId: fromBank && preset ? preset.accountId : null,
    creditAccountId: toThirdParty && preset ? preset.accountId : null,
    description: '',
    lines: [blankLine()],
    tags: [],
  };
}

/**
 * The next transaction after "Save and add another": the same day, type and own bank account, the rest
 * empty, as a person typing in a pile of receipts wants it.
 */
export function nextDraftAfter(saved: TransactionDraft): TransactionDraft {
  const own = ownSide(saved.transactionTypeId);
  return {
    ...newDraft(saved.transactionDate ?? ''),
    transactionDate: saved.transactionDate,
    transactionTypeId: saved.transactionTypeId,
    debitAccountId: own === 'debit' ? saved.debitAccountId : null,
    creditAccountId: own === 'credit' ? saved.creditAccountId : null,
  };
}

export function draftOf(transaction: Transaction): TransactionDraft {
  const lines = transaction.transactionLines.map((line, index) => ({
    key: index + 1,
    id: line.id,
    amount: line.amount,
    categoryId: line.categoryId,
    subCategoryId: line.subCategoryId,
    budgetId: line.budgetId,
  }));
  return {
    id: transaction.id,
    transactionDate: transaction.transactionDate,
    transactionTypeId: asTransactionType(transaction.transactionTypeId),
    debitAccountId: transaction.debitAccountId,
    creditAccountId: transaction.creditAccountId,
    description: transaction.description,
    lines: lines.length ? lines : [blankLine()],
    tags: transaction.tags.map((tag) => tag.id),
  };
}

/** A new type moves or clears the accounts by the editor's six rules. */
export function changeDraftType(draft: TransactionDraft, to: TransactionTypeId): TransactionDraft {
  const sides = changeTransactionType(draft.transactionTypeId, to, draft);
  return { ...draft, ...sides, transactionTypeId: to };
}

/** The own bank account of a transaction: the debit side of payments and transfers, the credit side of deposits. */
export function bankAccountOf(sides: {
  transactionTypeId: number;
  debitAccountId: number | null;
  creditAccountId: number | null;
}): number | null {
  return ownSide(asTransactionType(sides.transactionTypeId)) === 'credit'
    ? sides.creditAccountId
    : sides.debitAccountId;
}

export interface DraftErrors {
  transactionDate?: string;
  debitAccountId?: string;
  creditAccountId?: string;
  /** By line key. */
  lineAmounts?: Record<number, string>;
  /** The lines' total, beyond what one transaction may carry. */
  total?: string;
}

/** What is wrong with a line's amount: missing, or what the contract's amount rule refuses of a line. */
function draftLineProblem(line: DraftLine, lineCount: number): string | null {
  if (line.amount === null) return 'Enter an amount';
  return lineAmountProblem(toCents(line.amount), lineCount);
}

export type DraftCheck = { ok: true; request: SaveTransactionRequest } | { ok: false; errors: DraftErrors };

/**
 * Turns the draft into the save request, or says at each field what is missing or what the amount rule
 * refuses (the contract's, which the server applies too). Other rules (account kinds, inactive accounts) are
 * the server's, whose description is shown.
 */
export function draftToRequest(draft: TransactionDraft): DraftCheck {
  const errors: DraftErrors = {};
  if (!draft.transactionDate) errors.transactionDate = 'Pick a date';
  if (draft.debitAccountId === null) errors.debitAccountId = 'Pick the debit account';
  if (draft.creditAccountId === null) errors.creditAccountId = 'Pick the credit account';
  const lineProblems = draft.lines.flatMap((line) => {
    const problem = draftLineProblem(line, draft.lines.length);
    return problem ? [[line.key, problem] as const] : [];
  });
  if (lineProblems.length) errors.lineAmounts = Object.fromEntries(lineProblems);
  else {
    const totalProblem = transactionTotalProblem(toCents(linesTotal(draft.lines)));
    if (totalProblem) errors.total = totalProblem;
  }
  const { transactionDate, debitAccountId, creditAccountId } = draft;
  if (!transactionDate || debitAccountId === null || creditAccountId === null || lineProblems.length || errors.total)
    return { ok: false, errors };
  return {
    ok: true,
    request: {
      ...(draft.id ? { id: draft.id } : {}),
      transactionDate,
      transactionTypeId: draft.transactionTypeId,
      debitAccountId,
      creditAccountId,
      description: draft.description.trim(),
      transactionLines: draft.lines.map((line) => ({
        ...(line.id ? { id: line.id } : {}),
        amount: line.amount ?? 0,
        subCategoryId: line.subCategoryId,
        budgetId: line.budgetId,
      })),
      tags: draft.tags,
    },
  };
}

/**
 * A reconciled transaction's lines may be split anew, but their total stays what the bank said: the
 * server refuses another total, and the editor says so at the total first.
 */
export function reconciledTotalProblem(initial: TransactionDraft, draft: TransactionDraft): string | null {
  const kept = toCents(linesTotal(initial.lines));
  if (toCents(linesTotal(draft.lines)) === kept) return null;
  return `Reconciled with a bank statement: the lines must still add up to ${formatMoney(kept)}.`;
}

/** Reads the preset a list page put in the navigation state; anything else is no preset. */
export function presetFromState(state: unknown): DraftPreset | null {
  if (typeof state !== 'object' || state === null) return null;
  const { accountId, accountTypeId } = state as Record<string, unknown>;
  if (typeof accountId !== 'number' || typeof accountTypeId !== 'number') return null;
  return { accountId, accountTypeId };
}
