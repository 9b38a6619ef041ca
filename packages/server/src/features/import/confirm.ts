import { HistoryAction, type ConfirmImportRequest, type ImportResult } from '@hearth/contract';
import type { KnownAccount } from '../../domain/import/payees.js';
import { transactionTypeOf } from '../../domain/import/preview.js';
import { clip } from '../../domain/import/text.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest } from '../../platform/errors.js';
import { writeLedger } from '../ledger/context.js';
import { createTransactions } from '../ledger/create-many.js';
import { linkBankReferences, markReconciled, type BankLink } from '../ledger/reconcile.js';
import type { LedgerEntry } from '../ledger/writer.js';
import { deleteBatch, loadBatch } from './batches.js';
import { bookedSubcategory, planRows, type RowPlan } from './decisions.js';
import { loadDirectory } from './ledger-view.js';
import { rememberLayout, requireImportAccount } from './preview-service.js';
import { checkStillLinkable, lockMatches } from './confirm-checks.js';
import { findOrMakeThirdParties } from './third-parties.js';
import { learnAliases, type AliasLesson } from './aliases.js';
import { usableTagsOf, withLiveLineReferences, type UsableTags } from './line-references.js';
import { mergeChoices } from './choice-view.js';
import { checkChosenReferences } from './choices.js';
import { reconciledBefore, recordConfirmedImport } from './confirmed-imports.js';

/**
 * Confirm Match: writes a whole confirmed preview in one database transaction (writeLedger). Matched
 * pairs are linked (the transaction takes the row's bank id and is marked reconciled); rows to create
 * become Payments, Deposits or Transfers with their third party (found by name or made), the subcategory
 * the person chose or else the rules' or the third party's default, and its budget; payee names chosen by
 * the person are learnt. The person's kept choices (choices.ts) apply, and the request's rows on top of
 * them. Every check runs inside the write on locked rows: a transaction changed or reconciled since the
 * preview, or a row imported meanwhile, refuses the whole confirmation and nothing is written. What it
 * wrote is recorded, so that the import can be taken back (take-back.ts).
 */
export async function confirmImport(
  deps: AppDeps,
  familyId: number,
  userId: number,
  importId: string,
  request: ConfirmImportRequest,
): Promise<ImportResult> {
  return writeLedger(
    deps,
    familyId,
    async (ledger) => {
      const batch = await loadBatch(ledger.trx, familyId, importId, deps.clock());
      const { preview } = batch;
      const accountId = preview.accountId;
      const plans = planRows(preview.rows, mergeChoices(batch.choices, request.rows ?? []));
      const matches = plans.filter((plan) => plan.action === 'match');
      const creates = plans.filter((plan) => plan.action === 'create');

      const matched = await lockMatches(ledger, accountId, matches);
      await requireImportAccount(ledger.trx, familyId, accountId);
      await checkStillLinkable(ledger, accountId, [
        ...matches.filter((plan) => plan.row.matchedBy !== 'reference' || plan.transactionId !== plan.row.matchedId),
        ...creates,
      ]);

      await checkChosenReferences(ledger.trx, familyId, accountId, creates);
      const { accounts } = await loadDirectory(ledger.trx, familyId);
      const made = await findOrMakeThirdParties(ledger, accountId, creates, accounts);
      const usableTags = await usableTagsOf(ledger, familyId);
      const entries = await withLiveLineReferences(
        ledger,
        familyId,
        creates.map((plan) => entryOf(plan, accountId, made.accountOf(plan), usableTags)),
      );
      const createdIds = await createTransactions(ledger, entries, {
        describe: (index) => `Row ${creates[index]?.row.rowNumber}`,
        actionOf: (index) => (creates[index]?.row.ruleIds.length ? HistoryAction.Rule : undefined),
      });

      const relinked = matches
        .filter((plan) => plan.row.matchedBy === 'reference' && plan.transactionId === plan.row.matchedId)
        .map((plan) => plan.transactionId as number);
      const links: BankLink[] = [
        ...matches
          .filter((plan) => !relinked.includes(plan.transactionId as number))
          .map((plan) => ({ transactionId: plan.transactionId as number, reference: plan.row.reference })),
        ...creates.map((plan, index) => ({
          transactionId: createdIds[index] as number,
          reference: plan.row.reference,
        })),
      ];
      const linkedMatches = links.slice(0, links.length - creates.length);
      const wasReconciled = await reconciledBefore(ledger, [
        ...linkedMatches.map((link) => link.transactionId),
        ...relinked,
      ]);
      await linkBankReferences(ledger, accountId, links);
      await markReconciled(ledger, relinked);

      const lessons: AliasLesson[] = [
        ...creates.filter((plan) => plan.chosen).map((plan) => ({ plan, account: made.accountOf(plan) })),
        ...matches
          .filter((plan) => plan.row.payee)
          .flatMap((plan) => {
            const account = accounts.get(matched.get(plan.transactionId as number)?.counterpartyId ?? 0);
            return account && account.id !== plan.row.counterpartyId ? [{ plan, account }] : [];
          }),
      ];
      await learnAliases(ledger, lessons);
      if (preview.csv)
        await rememberLayout(
          ledger.trx,
          familyId,
          accountId,
          { layout: preview.csv.layout, headings: preview.csv.headings },
          ledger.now,
        );
      await deleteBatch(ledger.trx, familyId, importId);

      const dates = preview.rows.map((row) => row.date).sort();
      await recordConfirmedImport(
        ledger,
        {
          importId,
          accountId,
          fileName: preview.fileName,
          format: preview.format,
          dateFrom: dates[0] ?? '',
          dateTo: dates[dates.length - 1] ?? '',
          userId,
          thirdPartyIds: made.createdIds,
          created: links.slice(links.length - creates.length),
          linked: linkedMatches,
          relinked,
        },
        wasReconciled,
      );
      return {
        accountId,
        linked: matches.length,
        created: creates.length,
        alreadyReconciled: plans.filter((plan) => plan.action === 'reconciled').length,
        skipped: plans.filter((plan) => plan.action === 'skip').length,
        thirdPartiesCreated: made.createdCount,
        dateFrom: dates[0] ?? '',
        dateTo: dates[dates.length - 1] ?? '',
      };
    },
    { userId, action: HistoryAction.Import },
  );
}

/** A row to create as the ledger writes it: money out debits the imported account, money in credits it. */
function entryOf(plan: RowPlan, accountId: number, counterparty: KnownAccount, usableTags: UsableTags): LedgerEntry {
  const { row } = plan;
  if (counterparty.id === accountId)
    throw badRequest(`Row ${row.rowNumber}: a transaction cannot be between ${counterparty.name} and itself.`);
  const sameAccount = counterparty.id === row.counterpartyId;
  const subcategoryId = bookedSubcategory(plan, counterparty);
  const budgetId = sameAccount ? row.budgetId : (row.ruleBudgetId ?? counterparty.defaultBudgetId);
  const outgoing = row.amount < 0;
  return {
    date: row.date,
    typeId: transactionTypeOf(row.amount, counterparty),
    debitAccountId: outgoing ? accountId : counterparty.id,
    creditAccountId: outgoing ? counterparty.id : accountId,
    description: clip(row.description, 500),
    // A subcategory or budget deleted since the rule or default named it is left off (withLiveLineReferences),
    // not refused.
    lines: [{ amount: Math.abs(row.amount), subcategoryId, budgetId }],
    tagIds: usableTags(row.tagIds, row.date),
  };
}
