import { addDays, fromCents, type ImportMatch, type TransactionTypeId } from '@hearth/contract';
import { plannedForValues, type Executor } from '../../db/database.js';
import { isSet } from '../../db/flags.js';
import type { MatchCandidate } from '../../domain/import/matching.js';
import type { KnownAccount, PayeeAlias } from '../../domain/import/payees.js';
import { batchesOf } from '../ledger/reconcile.js';
import { familyScope } from '../../platform/tenancy.js';
import { MATCH_WINDOW_DAYS } from '../../domain/import/matching.js';

/** The family's accounts (deleted ones too, for the names of old transactions) and its learnt payee names. */
export async function loadDirectory(
  db: Executor,
  familyId: number,
): Promise<{
  accounts: Map<number, KnownAccount & { isDeleted: boolean }>;
  live: KnownAccount[];
  aliases: PayeeAlias[];
}> {
  const scope = familyScope(db, familyId);
  const [rows, aliases] = await Promise.all([
    scope
      .selectFrom('accounts')
      .select([
        'id',
        'name',
        'account_type_id',
        'is_active',
        'is_deleted',
        'default_subcategory_id',
        'default_budget_id',
      ])
      .execute(),
    scope.selectFrom('payee_aliases').select(['payee_key', 'account_id']).execute(),
  ]);
  const accounts = new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        typeId: row.account_type_id,
        isActive: isSet(row.is_active),
        isDeleted: isSet(row.is_deleted),
        defaultSubcategoryId: row.default_subcategory_id,
        defaultBudgetId: row.default_budget_id,
      },
    ]),
  );
  const live = [...accounts.values()].filter((account) => !account.isDeleted);
  const learnt = aliases.map((alias) => ({ key: alias.payee_key, accountId: alias.account_id }));
  // As data: the worker thread that matches a statement builds its PayeeDirectory from them (folding every
  // name once there; built here too, it cost as much again on the request thread for nothing).
  return { accounts, live, aliases: learnt };
}

/** What the preview shows of a transaction (summaryOf), beside how it is reached. */
const SUMMARY_COLUMNS = [
  'transactions.id',
  'transactions.transaction_date',
  'transactions.amount',
  'transactions.transaction_type_id',
  'transactions.description',
  'transactions.is_reconciled',
] as const;

interface CandidateRow {
  id: number;
  transaction_date: string;
  amount: number;
  transaction_type_id: TransactionTypeId;
  description: string;
  is_reconciled: number;
  other: number;
  linked_here: unknown;
}

export interface LedgerView {
  candidates: MatchCandidate[];
  /** What the preview shows of every transaction it names. */
  summaries: Map<number, ImportMatch>;
}

/**
 * The account's live transactions from three days before the statement's first row to three days after
 * its last: one range scan per side of the transaction on its (account, date) index, each row with
 * whether it is linked to a statement row of this account already.
 */
export async function loadCandidates(
  db: Executor,
  familyId: number,
  accountId: number,
  from: string,
  to: string,
  names: Map<number, { name: string }>,
): Promise<LedgerView> {
  const side = (column: 'debit_account_id' | 'credit_account_id', other: 'credit_account_id' | 'debit_account_id') =>
    familyScope(db, familyId)
      .selectFrom('transactions')
      .select((eb) => [
        ...SUMMARY_COLUMNS,
        `transactions.${other} as other`,
        eb
          .exists(
            eb
              .selectFrom('bank_links')
              .select('bank_links.id')
              .whereRef('bank_links.transaction_id', '=', 'transactions.id')
              .where('bank_links.account_id', '=', accountId),
          )
          .as('linked_here'),
      ])
      .where(`transactions.${column}`, '=', accountId)
      .where('transactions.transaction_date', '>=', addDays(from, -MATCH_WINDOW_DAYS))
      .where('transactions.transaction_date', '<=', addDays(to, MATCH_WINDOW_DAYS))
      .where('transactions.is_deleted', '=', 0)
      .execute() as Promise<CandidateRow[]>;
  const [outgoing, incoming] = await Promise.all([
    side('debit_account_id', 'credit_account_id'),
    side('credit_account_id', 'debit_account_id'),
  ]);
  const candidates: MatchCandidate[] = [];
  const summaries = new Map<number, ImportMatch>();
  for (const [rows, sign] of [
    [outgoing, -1],
    [incoming, 1],
  ] as const) {
    for (const row of rows) {
      const amount = Number(row.amount);
      candidates.push({
        id: row.id,
        date: row.transaction_date,
        amount: sign * amount,
        counterpartyId: row.other,
        linkedHere: Boolean(Number(row.linked_here)),
      });
      summaries.set(row.id, summaryOf(row, sign, names));
    }
  }
  return { candidates, summaries };
}

function summaryOf(
  row: Omit<CandidateRow, 'linked_here'>,
  sign: 1 | -1,
  names: Map<number, { name: string }>,
): ImportMatch {
  return {
    id: row.id,
    date: row.transaction_date,
    description: row.description,
    amount: fromCents(Number(row.amount)),
    direction: sign > 0 ? 'in' : 'out',
    transactionTypeId: row.transaction_type_id,
    counterpartyName: names.get(row.other)?.name ?? '',
    isReconciled: isSet(row.is_reconciled),
  };
}

export interface LinkedReferences {
  linked: Map<string, number>;
  reconciled: Set<number>;
}

/**
 * The bank ids of the statement already linked on this account to live transactions, looked up a few
 * hundred at a time; the transactions they name join the preview's summaries wherever they are dated.
 */
export async function loadLinkedReferences(
  db: Executor,
  familyId: number,
  accountId: number,
  references: string[],
  summaries: Map<number, ImportMatch>,
  names: Map<number, { name: string }>,
): Promise<LinkedReferences> {
  const linked = new Map<string, number>();
  const reconciled = new Set<number>();
  for (const batch of batchesOf(references)) {
    const rows = await familyScope(db, familyId)
      .selectFrom('bank_links')
      .innerJoin('transactions', 'transactions.id', 'bank_links.transaction_id')
      .select([
        'bank_links.reference',
        ...SUMMARY_COLUMNS,
        'transactions.debit_account_id',
        'transactions.credit_account_id',
      ])
      .where('bank_links.account_id', '=', accountId)
      .where('bank_links.reference', 'in', batch)
      .where('transactions.is_deleted', '=', 0)
      .modifyEnd(plannedForValues)
      .execute();
    for (const row of rows) {
      linked.set(row.reference, row.id);
      if (row.is_reconciled) reconciled.add(row.id);
      const outgoing = row.debit_account_id === accountId;
      if (!summaries.has(row.id)) {
        summaries.set(
          row.id,
          summaryOf(
            { ...row, other: outgoing ? row.credit_account_id : row.debit_account_id },
            outgoing ? -1 : 1,
            names,
          ),
        );
      }
    }
  }
  return { linked, reconciled };
}
