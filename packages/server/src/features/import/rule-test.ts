import {
  AccountType,
  fromCents,
  HistoryAction,
  ownSide,
  thirdPartySide,
  toCents,
  type ApplyRuleResult,
  type RuleTestMatch,
  type RuleTestResult,
  type SaveImportRuleRequest,
} from '@hearth/contract';
import type { Executor } from '../../db/database.js';
import { compileRules, type ImportRule as DomainRule } from '../../domain/import/rules.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { familyScope } from '../../platform/tenancy.js';
import { visitInSlices } from '../../platform/time-slices.js';
import { writeLedger } from '../ledger/context.js';
import { replaceTransaction, type LedgerEntry } from '../ledger/writer.js';
import { usableTagsOf } from './line-references.js';
import { loadReferenceNames, loadRules, RULE_NOT_FOUND, type ReferenceNames } from './rules-service.js';

/** How many of the newest transactions a test reads, and how many of those it takes it lists. */
const SCAN_LIMIT = 20_000;
const PAGE = 5_000;
const LISTED = 100;
/** How long a test may run: past it, the test answers with the transactions it checked so far. */
export const RULE_TEST_TIME_MS = 2_000;

/** The family's live transactions, with what a rule is tested on and what applying it keeps. */
function liveTransactionsToTest(db: Executor, familyId: number) {
  return familyScope(db, familyId)
    .selectFrom('transactions')
    .select([
      'id',
      'transaction_date',
      'transaction_type_id',
      'description',
      'amount',
      'is_reconciled',
      'debit_account_id',
      'credit_account_id',
    ])
    .where('is_deleted', '=', 0);
}

type ScannedRow = Awaited<ReturnType<ReturnType<typeof liveTransactionsToTest>['executeTakeFirstOrThrow']>>;

/** A payment's other side is its credit account; a deposit's its debit account; a transfer's where it went. */
const counterpartyOf = (row: ScannedRow) =>
  ownSide(row.transaction_type_id) === 'credit' ? row.debit_account_id : row.credit_account_id;

function ruleOf(input: SaveImportRuleRequest, id = 0): DomainRule {
  return {
    id,
    matchKind: input.matchKind,
    matchText: input.matchText,
    minAmount: input.minAmount == null ? null : toCents(input.minAmount),
    maxAmount: input.maxAmount == null ? null : toCents(input.maxAmount),
    direction: input.direction ?? null,
    accountId: input.accountId ?? null,
    subcategoryId: input.subCategoryId ?? null,
    budgetId: input.budgetId ?? null,
    tagIds: input.tagIds ?? [],
  };
}

/** Whether a rule takes an existing transaction: its description or other account's name, its amount and direction. */
function takes(rule: DomainRule, names: ReferenceNames) {
  const run = compileRules([rule]);
  return (row: ScannedRow) => {
    const amount = Number(row.amount);
    const payee = names.accounts.get(counterpartyOf(row))?.name ?? null;
    return (
      run({
        description: row.description,
        payee,
        amount: ownSide(row.transaction_type_id) === 'credit' ? amount : -amount,
      }).ruleIds.length > 0
    );
  };
}

interface Current {
  lines: { amount: number; subcategory_id: number | null; budget_id: number | null }[];
  tags: number[];
}

async function currentOf(db: Executor, familyId: number, ids: number[]): Promise<Map<number, Current>> {
  const current = new Map<number, Current>(ids.map((id) => [id, { lines: [], tags: [] }]));
  if (!ids.length) return current;
  const [lines, tags] = await Promise.all([
    familyScope(db, familyId)
      .selectFrom('transaction_lines')
      .select(['transaction_id', 'amount', 'subcategory_id', 'budget_id'])
      .where('transaction_id', 'in', ids)
      .orderBy('transaction_id')
      .orderBy('line_number')
      .execute(),
    db.selectFrom('transaction_tags').select(['transaction_id', 'tag_id']).where('transaction_id', 'in', ids).execute(),
  ]);
  for (const line of lines)
    current
      .get(line.transaction_id)
      ?.lines.push({ amount: Number(line.amount), subcategory_id: line.subcategory_id, budget_id: line.budget_id });
  for (const tag of tags) current.get(tag.transaction_id)?.tags.push(tag.tag_id);
  return current;
}

/** What a rule would change on a transaction, in words; empty when nothing. */
function changesOf(rule: DomainRule, row: ScannedRow, current: Current, names: ReferenceNames): string[] {
  const changes: string[] = [];
  const account = rule.accountId === null ? undefined : names.accounts.get(rule.accountId);
  if (
    account &&
    thirdPartySide(row.transaction_type_id) !== null &&
    rule.accountId !== counterpartyOf(row) &&
    account.typeId === AccountType.ThirdParty
  ) {
    changes.push(`Third party: ${account.name}`);
  }
  const subcategory = rule.subcategoryId === null ? undefined : names.subcategories.get(rule.subcategoryId);
  if (subcategory && current.lines.some((line) => line.subcategory_id !== rule.subcategoryId))
    changes.push(`Subcategory: ${subcategory.categoryName} - ${subcategory.name}`);
  const budget = rule.budgetId === null ? undefined : names.budgets.get(rule.budgetId);
  if (budget && current.lines.some((line) => line.budget_id !== rule.budgetId)) changes.push(`Budget: ${budget.name}`);
  const added = rule.tagIds.filter((id) => !current.tags.includes(id)).map((id) => names.tags.get(id)?.name ?? '');
  if (added.length) changes.push(`Tags: ${added.join(', ')}`);
  return changes;
}

type Names = ReferenceNames;

const namesOf = (db: Executor, familyId: number): Promise<Names> => loadReferenceNames(db, familyId);

export interface RuleTestRun {
  result: RuleTestResult;
  /** False when the time ran out before every transaction to scan was checked: `scanned` says how far it got. */
  complete: boolean;
}

/**
 * Runs a rule (saved or not) over the family's newest transactions, as a search would, and says which it
 * takes and what it would change on each: the rules screen's test before saving or applying. The rows are
 * matched in slices between which other requests run, and for at most `timeLimitMs`.
 */
export async function testRule(
  deps: AppDeps,
  familyId: number,
  input: SaveImportRuleRequest,
  timeLimitMs = RULE_TEST_TIME_MS,
): Promise<RuleTestRun> {
  const deadline = performance.now() + timeLimitMs;
  const db = deps.db.kysely;
  const rule = ruleOf(input);
  const names = await namesOf(db, familyId);
  const test = takes(rule, names);
  const listed: ScannedRow[] = [];
  let scanned = 0;
  let matched = 0;
  let complete = true;
  const check = (row: ScannedRow) => {
    if (!test(row)) return;
    matched += 1;
    if (listed.length < LISTED) listed.push(row);
  };
  for (let offset = 0; offset < SCAN_LIMIT; offset += PAGE) {
    const rows = await liveTransactionsToTest(db, familyId)
      .orderBy('transaction_date', 'desc')
      .orderBy('id', 'desc')
      .limit(PAGE)
      .offset(offset)
      .execute();
    const checked = await visitInSlices(rows, check, { deadline });
    scanned += checked;
    if (checked < rows.length) {
      complete = false;
      break;
    }
    if (rows.length < PAGE) break;
  }
  const current = await currentOf(
    db,
    familyId,
    listed.map((row) => row.id),
  );
  const transactions = listed.map((row): RuleTestMatch => ({
    id: row.id,
    date: row.transaction_date,
    description: row.description,
    amount: fromCents(Number(row.amount)),
    transactionTypeId: row.transaction_type_id,
    counterpartyName: names.accounts.get(counterpartyOf(row))?.name ?? '',
    isReconciled: !!row.is_reconciled,
    changes: changesOf(rule, row, current.get(row.id) as Current, names),
  }));
  return { result: { scanned, matched, transactions }, complete };
}

/**
 * Applies a saved rule to chosen transactions (a test's result), all in one write: the third party of a
 * payment or deposit, the subcategory and budget of every line, tags added. A reconciled transaction takes
 * them too (they are the family's choices, not the bank's: see refuseChangedBankFacts); one the rule no
 * longer takes is left as it is and counted.
 */
export async function applyRule(
  deps: AppDeps,
  familyId: number,
  ruleId: number,
  transactionIds: number[],
  userId: number | null = null,
): Promise<ApplyRuleResult> {
  const saved = (await loadRules(deps.db.kysely, familyId)).find((rule) => rule.id === ruleId);
  if (!saved) throw notFound(RULE_NOT_FOUND);
  return writeLedger(
    deps,
    familyId,
    async (ledger) => {
      const ids = [...new Set(transactionIds)].sort((a, b) => a - b);
      const rows = await liveTransactionsToTest(ledger.trx, familyId).where('id', 'in', ids).execute();
      if (rows.length !== ids.length)
        throw badRequest(
          `${ids.length - rows.length} of the chosen transactions do not exist or are deleted; nothing was changed.`,
        );
      const names = await namesOf(ledger.trx, familyId);
      const test = takes(saved, names);
      const current = await currentOf(ledger.trx, familyId, ids);
      const usableTags = await usableTagsOf(ledger, familyId);
      const result: ApplyRuleResult = { updated: 0, unchanged: 0, reconciledKept: 0 };
      for (const row of rows) {
        const now = current.get(row.id) as Current;
        if (!test(row) || changesOf(saved, row, now, names).length === 0) result.unchanged += 1;
        else {
          await replaceTransaction(
            ledger,
            row.id,
            entryWithRule(saved, row, now, names, usableTags(saved.tagIds, row.transaction_date)),
          );
          result.updated += 1;
        }
      }
      return result;
    },
    { userId, action: HistoryAction.Rule },
  );
}

function entryWithRule(
  rule: DomainRule,
  row: ScannedRow,
  current: Current,
  names: Names,
  newTags: number[],
): LedgerEntry {
  const account = rule.accountId === null ? undefined : names.accounts.get(rule.accountId);
  // A third party named by the rule takes the third party's side; a transfer has none and keeps its accounts.
  const swapped = account?.typeId === AccountType.ThirdParty ? thirdPartySide(row.transaction_type_id) : null;
  return {
    date: row.transaction_date,
    typeId: row.transaction_type_id,
    debitAccountId: swapped === 'debit' ? (rule.accountId as number) : row.debit_account_id,
    creditAccountId: swapped === 'credit' ? (rule.accountId as number) : row.credit_account_id,
    description: row.description,
    lines: current.lines.map((line) => ({
      amount: line.amount,
      subcategoryId: rule.subcategoryId ?? line.subcategory_id,
      budgetId: rule.budgetId ?? line.budget_id,
    })),
    tagIds: [...new Set([...current.tags, ...newTags])],
  };
}
