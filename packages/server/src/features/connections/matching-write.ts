import { PayeeDirectory, type KnownAccount } from '../../domain/import/payees.js';
import { buildPreview, transactionTypeOf, type PreviewRow } from '../../domain/import/preview.js';
import { statementReferences } from '../../domain/import/references.js';
import { compileRules } from '../../domain/import/rules.js';
import type { StatementRow } from '../../domain/import/statement.js';
import { clip } from '../../domain/import/text.js';
import { badRequest } from '../../platform/errors.js';
import { checkStillLinkable, lockMatches } from '../import/confirm-checks.js';
import { bookedSubcategory, planRows, type RowPlan } from '../import/decisions.js';
import { loadCandidates, loadDirectory, loadLinkedReferences } from '../import/ledger-view.js';
import { usableTagsOf, withLiveLineReferences, type UsableTags } from '../import/line-references.js';
import { loadRules } from '../import/rules-service.js';
import { findOrMakeThirdParties } from '../import/third-parties.js';
import type { LedgerContext } from '../ledger/context.js';
import { createTransactions } from '../ledger/create-many.js';
import { linkBankReferences, markReconciled, type BankLink } from '../ledger/reconcile.js';
import type { LedgerEntry } from '../ledger/writer.js';

export interface MatchedWrite {
  /** Rows and the transactions created for them. */
  created: { row: PreviewRow; transactionId: number }[];
  /** Rows matched to a transaction that was not linked to them yet. */
  matched: { row: PreviewRow; transactionId: number }[];
}

/**
 * A provider's rows through the very steps of a confirmed file import with the proposals taken as they are
 * (import/confirm.ts): rules, payee names, then the matching passes (the bank id first, then amount and
 * date with the third party, then amount and date), twins kept, reconciled transactions left as they are.
 * `book` links the rows' bank ids and marks them reconciled; pending rows are written without either, so
 * that their booked version can still match them. `ignoredIds` are transactions not offered to the
 * matching (pending ones, for pending rows).
 */
export async function writeThroughMatching(
  ledger: LedgerContext,
  accountId: number,
  rows: StatementRow[],
  options: { book: boolean; ignoredIds: ReadonlySet<number> },
): Promise<MatchedWrite> {
  if (rows.length === 0) return { created: [], matched: [] };
  const { trx, familyId } = ledger;
  const dates = rows.map((row) => row.date).sort();
  const [{ accounts, live, aliases }, rules] = await Promise.all([
    loadDirectory(trx, familyId),
    loadRules(trx, familyId),
  ]);
  const view = await loadCandidates(
    trx,
    familyId,
    accountId,
    dates[0] as string,
    dates[dates.length - 1] as string,
    accounts,
  );
  const references = statementReferences(rows);
  const { linked, reconciled } = await loadLinkedReferences(
    trx,
    familyId,
    accountId,
    references,
    view.summaries,
    accounts,
  );
  const preview = buildPreview({
    rows,
    rules: compileRules(rules),
    directory: new PayeeDirectory(live, aliases),
    candidates: view.candidates.filter((candidate) => !options.ignoredIds.has(candidate.id)),
    linkedReferences: linked,
    reconciledIds: reconciled,
  });
  const plans = planRows(preview, []);
  const matches = options.book ? plans.filter((plan) => plan.action === 'match') : [];
  const creates = plans.filter((plan) => plan.action === 'create');
  await lockMatches(ledger, accountId, matches);
  if (options.book) await checkStillLinkable(ledger, accountId, [...matches.filter(isNewLink), ...creates]);
  const made = await findOrMakeThirdParties(ledger, accountId, creates, accounts);
  const usableTags = await usableTagsOf(ledger, familyId);
  const entries = await withLiveLineReferences(
    ledger,
    familyId,
    creates.map((plan) => entryOf(plan, accountId, made.accountOf(plan), usableTags)),
  );
  const createdIds = await createTransactions(ledger, entries, {
    describe: (index) => `${creates[index]?.row.description ?? 'A row'} of ${creates[index]?.row.date ?? ''}`,
  });
  if (options.book) {
    const relinked = matches.filter((plan) => !isNewLink(plan)).map((plan) => plan.transactionId as number);
    const links: BankLink[] = [
      ...matches
        .filter(isNewLink)
        .map((plan) => ({ transactionId: plan.transactionId as number, reference: plan.row.reference })),
      ...creates.map((plan, index) => ({ transactionId: createdIds[index] as number, reference: plan.row.reference })),
    ];
    await linkBankReferences(ledger, accountId, links);
    await markReconciled(ledger, relinked);
  }
  return {
    created: creates.map((plan, index) => ({ row: plan.row, transactionId: createdIds[index] as number })),
    matched: matches.filter(isNewLink).map((plan) => ({ row: plan.row, transactionId: plan.transactionId as number })),
  };
}

/** A match that links a bank id for the first time (not one found again by its bank id). */
const isNewLink = (plan: RowPlan) => plan.row.matchedBy !== 'reference' || plan.transactionId !== plan.row.matchedId;

/** A row to create as the ledger writes it, as a confirmed import writes one: money out debits the account. */
function entryOf(plan: RowPlan, accountId: number, counterparty: KnownAccount, usableTags: UsableTags): LedgerEntry {
  const { row } = plan;
  if (counterparty.id === accountId)
    throw badRequest(`${row.description}: a transaction cannot be between ${counterparty.name} and itself.`);
  const sameAccount = counterparty.id === row.counterpartyId;
  const outgoing = row.amount < 0;
  return {
    date: row.date,
    typeId: transactionTypeOf(row.amount, counterparty),
    debitAccountId: outgoing ? accountId : counterparty.id,
    creditAccountId: outgoing ? counterparty.id : accountId,
    description: clip(row.description, 500),
    lines: [
      {
        amount: Math.abs(row.amount),
        subcategoryId: bookedSubcategory(plan, counterparty),
        budgetId: sameAccount ? row.budgetId : (row.ruleBudgetId ?? counterparty.defaultBudgetId),
      },
    ],
    tagIds: usableTags(row.tagIds, row.date),
  };
}
