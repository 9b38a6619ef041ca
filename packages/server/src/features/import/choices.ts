import type { ImportRowChoice, SaveImportChoicesRequest } from '@hearth/contract';
import type { Executor } from '../../db/database.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest } from '../../platform/errors.js';
import { familyScope, writeForFamily } from '../../platform/tenancy.js';
import { liveLineReferences } from '../ledger/checks.js';
import { batchesOf } from '../ledger/reconcile.js';
import { loadBatch } from './batches.js';
import { mergeChoices, presentChoices } from './choice-view.js';
import { planRows, type RowPlan } from './decisions.js';
import { loadReferenceNames } from './rules-service.js';

/**
 * The accounts and subcategories the person chose must be the family's and live: a choice is refused
 * (never dropped), so that what the preview showed is what is booked.
 */
export async function checkChosenReferences(db: Executor, familyId: number, accountId: number, plans: RowPlan[]) {
  const creating = plans.filter((plan) => plan.action === 'create');
  const live = await liveLineReferences(
    db,
    familyId,
    creating.map((plan) => ({ subcategoryId: plan.subcategoryChoice ?? null, budgetId: null })),
  );
  const lostSubcategory = creating.find(
    (plan) => plan.subcategoryChoice && !live.subcategories.has(plan.subcategoryChoice),
  );
  if (lostSubcategory)
    throw badRequest(
      `Row ${lostSubcategory.row.rowNumber}: the subcategory chosen for it is not there any more; choose another.`,
    );
  const chosenAccounts = creating.filter((plan) => plan.chosen && plan.counterpartyId !== null);
  const ids = [...new Set(chosenAccounts.map((plan) => plan.counterpartyId as number))];
  const liveAccounts = new Map<number, string>();
  for (const batch of batchesOf(ids)) {
    const rows = await familyScope(db, familyId)
      .selectFrom('accounts')
      .select(['id', 'name'])
      .where('id', 'in', batch)
      .where('is_deleted', '=', 0)
      .execute();
    for (const row of rows) liveAccounts.set(row.id, row.name);
  }
  for (const plan of chosenAccounts) {
    const id = plan.counterpartyId as number;
    if (!liveAccounts.has(id))
      throw badRequest(`Row ${plan.row.rowNumber}: the account chosen for it is not there any more.`);
    if (id === accountId)
      throw badRequest(
        `Row ${plan.row.rowNumber}: a transaction cannot be between ${liveAccounts.get(id)} and itself.`,
      );
  }
}

/**
 * Keeps the person's choices for some rows of a live preview, checked as Confirm Match checks them, and
 * answers those rows' choices as the preview shows them.
 */
export async function saveChoices(
  deps: AppDeps,
  familyId: number,
  importId: string,
  request: SaveImportChoicesRequest,
): Promise<ImportRowChoice[]> {
  return writeForFamily(deps.db.kysely, familyId, async (trx) => {
    const batch = await loadBatch(trx, familyId, importId, deps.clock());
    const choices = mergeChoices(batch.choices, request.rows);
    const plans = planRows(batch.preview.rows, choices);
    const named = new Set(request.rows.map((decision) => decision.rowNumber));
    await checkChosenReferences(
      trx,
      familyId,
      batch.preview.accountId,
      plans.filter((plan) => named.has(plan.row.rowNumber)),
    );
    await familyScope(trx, familyId)
      .updateTable('import_batches')
      .set({ choices: JSON.stringify(choices) })
      .where('id', '=', importId)
      .execute();
    const names = await loadReferenceNames(trx, familyId);
    return presentChoices(batch.preview.rows, choices, names, named);
  });
}
