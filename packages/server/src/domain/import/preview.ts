import { AccountType, TransactionType, type TransactionTypeId } from '@hearth/contract/plain';
import { matchStatement, type MatchCandidate, type MatchedBy } from './matching.js';
import { normalisePayeeName } from './payee-names.js';
import type { KnownAccount, PayeeDirectory } from './payees.js';
import { statementReferences } from './references.js';
import type { RuleOutcome, RuleSubject } from './rules.js';
import type { StatementRow } from './statement.js';
import { clip } from './text.js';

/** What confirming does with a row: nothing (already imported), link it, record it, or leave it out. */
export type RowAction = 'reconciled' | 'match' | 'create' | 'skip';

/** One row of a preview, as kept between upload and confirmation. Amounts in signed cents. */
export interface PreviewRow {
  rowNumber: number;
  line: number;
  /** The file of the row, when several files are read as one statement; absent otherwise. */
  file?: string;
  date: string;
  amount: number;
  description: string;
  payee: string | null;
  bankId: string | null;
  reference: string;
  raw: string;
  /** The account a created transaction is with; null with a name means a new third party of that name. */
  counterpartyId: number | null;
  counterpartyName: string;
  transactionTypeId: TransactionTypeId;
  subcategoryId: number | null;
  budgetId: number | null;
  tagIds: number[];
  ruleIds: number[];
  /** What the rules alone set, for when the person gives the row another account (and so other defaults). */
  ruleSubcategoryId: number | null;
  ruleBudgetId: number | null;
  action: RowAction;
  matchedId: number | null;
  matchedBy: MatchedBy | null;
  candidateIds: number[];
  note: string | null;
}

export interface PreviewInput {
  rows: StatementRow[];
  rules: (subject: RuleSubject) => RuleOutcome;
  directory: PayeeDirectory;
  candidates: MatchCandidate[];
  /** Bank ids already linked on this account, and the transactions they are linked to. */
  linkedReferences: Map<string, number>;
  /** Of those transactions, the ones still marked reconciled. */
  reconciledIds: Set<number>;
  /** The rows' references (statementReferences), when the reader worked them out already. */
  references?: string[];
}

/** The transaction type a row becomes with an account: a transfer with another own account, else by direction. */
export function transactionTypeOf(
  amount: number,
  counterparty: Pick<KnownAccount, 'typeId'> | undefined,
): TransactionTypeId {
  if (counterparty?.typeId === AccountType.Bank) return TransactionType.Transfer;
  return amount < 0 ? TransactionType.Payment : TransactionType.Deposit;
}

/**
 * The name a new third party takes from a row: what the bank calls the payee, else its description,
 * without payment codes, numbers and references, so that the rows of one payee propose one third party.
 */
export function newPayeeName(row: Pick<StatementRow, 'payee' | 'description'>): string {
  return clip(normalisePayeeName(row.payee || row.description) || 'Unnamed payee', 100);
}

/**
 * The preview of a statement: rules first (they may name the third party), then the payee directory,
 * then the matching passes; each row proposed as already imported, a match, a new transaction, or left
 * out (an amount of $0.00 makes no transaction).
 */
export function buildPreview(input: PreviewInput): PreviewRow[] {
  const references = input.references ?? statementReferences(input.rows);
  const resolved = input.rows.map((row) => {
    const ruled = input.rules({ description: row.description, payee: row.payee, amount: row.amount });
    const ruleAccount = input.directory.account(ruled.accountId);
    const found = ruleAccount ? { account: ruleAccount } : input.directory.find(row.payee, row.description);
    // Named right after the search, which named the payee the same way (payee-names.ts keeps the last few).
    return { ruled, account: found?.account, newName: found ? '' : newPayeeName(row) };
  });
  const outcomes = matchStatement(
    input.rows.map((row, index) => ({
      date: row.date,
      amount: row.amount,
      reference: references[index] as string,
      counterpartyId: resolved[index]?.account?.id ?? null,
    })),
    input.candidates,
    input.linkedReferences,
  );
  return input.rows.map((row, index): PreviewRow => {
    const { ruled, account, newName } = resolved[index] as (typeof resolved)[number];
    const outcome = outcomes[index] as (typeof outcomes)[number];
    let action: RowAction = outcome.transactionId === null ? 'create' : 'match';
    let note: string | null = null;
    if (outcome.matchedBy === 'reference' && outcome.transactionId !== null) {
      if (input.reconciledIds.has(outcome.transactionId)) {
        action = 'reconciled';
        note = 'Imported before: the transaction is reconciled.';
      } else {
        note = 'Imported before and unlocked since: confirming marks it reconciled again.';
      }
    } else if (row.amount === 0) {
      action = 'skip';
      note = 'An amount of $0.00 makes no transaction.';
    } else if (action === 'create' && account && !account.isActive) {
      note = `${account.name} is inactive: make it active, or choose another account, before confirming.`;
    }
    // What reading the row changed (an amount rounded to cents) comes first.
    if (row.note) note = note ? `${row.note} ${note}` : row.note;
    return {
      rowNumber: index + 1,
      line: row.line,
      ...(row.file ? { file: row.file } : {}),
      date: row.date,
      amount: row.amount,
      description: row.description,
      payee: row.payee,
      bankId: row.bankId,
      reference: references[index] as string,
      raw: row.raw,
      counterpartyId: account?.id ?? null,
      counterpartyName: account?.name ?? newName,
      transactionTypeId: transactionTypeOf(row.amount, account),
      subcategoryId: ruled.subcategoryId ?? account?.defaultSubcategoryId ?? null,
      budgetId: ruled.budgetId ?? account?.defaultBudgetId ?? null,
      tagIds: ruled.tagIds,
      ruleIds: ruled.ruleIds,
      ruleSubcategoryId: ruled.subcategoryId,
      ruleBudgetId: ruled.budgetId,
      action,
      matchedId: outcome.transactionId,
      matchedBy: outcome.matchedBy,
      candidateIds: outcome.candidateIds,
      note,
    };
  });
}
