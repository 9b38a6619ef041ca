import type { ImportDecision } from '@hearth/contract';
import type { PreviewRow } from '../../domain/import/preview.js';
import { badRequest } from '../../platform/errors.js';

/** What confirming does with one row, after the person's changes to the proposal. */
export interface RowPlan {
  row: PreviewRow;
  action: 'reconciled' | 'match' | 'create' | 'skip';
  transactionId: number | null;
  /** For create: the account chosen, or null with a name for a third party found or made by that name. */
  counterpartyId: number | null;
  counterpartyName: string;
  /** The person chose the account: what the bank calls the payee is learnt as a name of it. */
  chosen: boolean;
  /** For create: the subcategory the person chose (null for none); undefined leaves it to the rules and the account. */
  subcategoryChoice?: number | null;
}

/**
 * The subcategory a created transaction is booked to: the person's choice; else the row's proposal while
 * its account is the proposed one; else the rules' subcategory, or the account's default. `counterparty`
 * is the account the row is created with (null: a new third party, which has no default yet).
 */
export function bookedSubcategory(
  plan: Pick<RowPlan, 'row' | 'subcategoryChoice'>,
  counterparty: { id: number; defaultSubcategoryId: number | null } | null,
): number | null {
  if (plan.subcategoryChoice !== undefined) return plan.subcategoryChoice;
  const { row } = plan;
  if (counterparty !== null && counterparty.id === row.counterpartyId) return row.subcategoryId;
  return row.ruleSubcategoryId ?? counterparty?.defaultSubcategoryId ?? null;
}

/**
 * The preview's proposals with the person's changes: a match only to one of the row's candidates, a new
 * transaction only of a row with an amount, a row imported before left as it is, and no transaction
 * matched by two rows.
 */
export function planRows(rows: PreviewRow[], decisions: ImportDecision[]): RowPlan[] {
  const byNumber = new Map(decisions.map((decision) => [decision.rowNumber, decision]));
  for (const decision of decisions) {
    if (!rows[decision.rowNumber - 1])
      throw badRequest(`Row ${decision.rowNumber}: there is no such row in this import.`);
  }
  const plans = rows.map((row): RowPlan => {
    const decision = byNumber.get(row.rowNumber);
    const proposal: RowPlan = {
      row,
      action: row.action,
      transactionId: row.action === 'match' || row.action === 'reconciled' ? row.matchedId : null,
      counterpartyId: row.counterpartyId,
      counterpartyName: row.counterpartyName,
      chosen: false,
    };
    if (!decision) return proposal;
    if (row.action === 'reconciled') {
      if (decision.action === 'skip') return proposal;
      throw badRequest(`Row ${row.rowNumber} was imported before and is reconciled; it stays as it is.`);
    }
    if (decision.subCategoryId !== undefined && decision.action !== 'create')
      throw badRequest(`Row ${row.rowNumber}: a subcategory is chosen for a row that creates a transaction.`);
    if (decision.action === 'skip') return { ...proposal, action: 'skip', transactionId: null };
    if (decision.action === 'match') {
      const id = decision.transactionId ?? null;
      if (id === null) throw badRequest(`Row ${row.rowNumber}: choose the transaction it matches.`);
      if (!row.candidateIds.includes(id)) {
        throw badRequest(
          `Row ${row.rowNumber}: transaction ${id} is not one of its candidates (the same amount and direction within three days).`,
        );
      }
      return { ...proposal, action: 'match', transactionId: id };
    }
    if (row.amount === 0) throw badRequest(`Row ${row.rowNumber}: an amount of $0.00 makes no transaction.`);
    if (row.matchedBy === 'reference') {
      throw badRequest(
        `Row ${row.rowNumber} was imported before as transaction ${row.matchedId}: match it to that transaction again, or leave it out.`,
      );
    }
    const name = decision.counterpartyName?.trim() || null;
    const chosenId = decision.counterpartyId ?? null;
    return {
      ...proposal,
      action: 'create',
      transactionId: null,
      counterpartyId: chosenId ?? (name ? null : row.counterpartyId),
      counterpartyName: name ?? row.counterpartyName,
      chosen: chosenId !== null || name !== null,
      ...(decision.subCategoryId !== undefined ? { subcategoryChoice: decision.subCategoryId } : {}),
    };
  });
  const claimedBy = new Map<number, number>();
  for (const plan of plans) {
    if (plan.action !== 'match' || plan.transactionId === null) continue;
    const other = claimedBy.get(plan.transactionId);
    if (other !== undefined) {
      throw badRequest(
        `Rows ${other} and ${plan.row.rowNumber} both match transaction ${plan.transactionId}; choose another for one of them, or create it.`,
      );
    }
    claimedBy.set(plan.transactionId, plan.row.rowNumber);
  }
  return plans;
}
