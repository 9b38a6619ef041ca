import { toDayNumber } from '@hearth/contract';
import { plannedForValues } from '../../db/database.js';
import { MATCH_WINDOW_DAYS } from '../../domain/import/matching.js';
import { badRequest } from '../../platform/errors.js';
import { familyScope } from '../../platform/tenancy.js';
import type { LedgerContext } from '../ledger/context.js';
import { batchesOf } from '../ledger/reconcile.js';
import type { RowPlan } from './decisions.js';

const CHANGED = 'the transaction it matches has changed since the preview; upload the file again.';

/**
 * Locks the transactions the rows match (PostgreSQL; ascending ids, before any account) and checks each is
 * still what the preview showed: live, on the account, and, unless it was found by its bank id, of the
 * row's amount and direction within three days. Answers each one's other account.
 */
export async function lockMatches(
  ledger: LedgerContext,
  accountId: number,
  plans: RowPlan[],
): Promise<Map<number, { counterpartyId: number }>> {
  const ids = [...new Set(plans.map((plan) => plan.transactionId as number))].sort((a, b) => a - b);
  const found = new Map<
    number,
    {
      is_deleted: number;
      debit_account_id: number;
      credit_account_id: number;
      amount: number;
      transaction_date: string;
    }
  >();
  for (const batch of batchesOf(ids)) {
    let query = familyScope(ledger.trx, ledger.familyId)
      .selectFrom('transactions')
      .select(['id', 'is_deleted', 'debit_account_id', 'credit_account_id', 'amount', 'transaction_date'])
      .where('id', 'in', batch)
      .orderBy('id');
    if (ledger.dialect === 'postgres') query = query.forUpdate();
    for (const row of await query.execute()) found.set(row.id, row);
  }
  const others = new Map<number, { counterpartyId: number }>();
  for (const plan of plans) {
    const id = plan.transactionId as number;
    const row = found.get(id);
    const { rowNumber } = plan.row;
    if (!row || row.is_deleted)
      throw badRequest(
        `Row ${rowNumber}: the transaction it matches was deleted since the preview; upload the file again.`,
      );
    const incoming = row.credit_account_id === accountId;
    if (!incoming && row.debit_account_id !== accountId) throw badRequest(`Row ${rowNumber}: ${CHANGED}`);
    const signed = incoming ? Number(row.amount) : -Number(row.amount);
    if (plan.row.matchedBy !== 'reference' || id !== plan.row.matchedId) {
      const apart = Math.abs(toDayNumber(row.transaction_date) - toDayNumber(plan.row.date));
      if (signed !== plan.row.amount || apart > MATCH_WINDOW_DAYS) throw badRequest(`Row ${rowNumber}: ${CHANGED}`);
    } else if (signed !== plan.row.amount) {
      // Known by its bank id, but its amount changed since it was unlocked: marking it reconciled would lock
      // an amount the bank never said.
      throw badRequest(
        `Row ${rowNumber}: transaction ${id} was imported from this row before, and its amount has changed since; change it back to the statement's amount, or leave the row out.`,
      );
    }
    others.set(id, { counterpartyId: incoming ? row.debit_account_id : row.credit_account_id });
  }
  return others;
}

/**
 * A row's bank id must not be linked on the account yet, nor the transaction it is matched to: another
 * import of the same statement may have been confirmed since this preview.
 */
export async function checkStillLinkable(ledger: LedgerContext, accountId: number, plans: RowPlan[]): Promise<void> {
  const scope = familyScope(ledger.trx, ledger.familyId);
  const byReference = new Map(plans.map((plan) => [plan.row.reference, plan.row.rowNumber]));
  for (const batch of batchesOf([...byReference.keys()])) {
    const taken = await scope
      .selectFrom('bank_links')
      .select('reference')
      .where('account_id', '=', accountId)
      .where('reference', 'in', batch)
      .modifyEnd(plannedForValues)
      .executeTakeFirst();
    if (taken)
      throw badRequest(
        `Row ${byReference.get(taken.reference)} was imported meanwhile: upload the file again to see what is new.`,
      );
  }
  const matched = plans.filter((plan) => plan.action === 'match');
  const byTransaction = new Map(matched.map((plan) => [plan.transactionId as number, plan.row.rowNumber]));
  for (const batch of batchesOf([...byTransaction.keys()])) {
    const taken = await scope
      .selectFrom('bank_links')
      .select('transaction_id')
      .where('account_id', '=', accountId)
      .where('transaction_id', 'in', batch)
      .modifyEnd(plannedForValues)
      .executeTakeFirst();
    if (taken)
      throw badRequest(
        `Row ${byTransaction.get(taken.transaction_id)}: the transaction it matches was reconciled with another statement row since the preview; upload the file again.`,
      );
  }
}
