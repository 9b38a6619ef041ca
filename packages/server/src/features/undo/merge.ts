import { badRequest } from '../../platform/errors.js';
import { familyScope } from '../../platform/tenancy.js';
import { nameKey } from '../../platform/unique-names.js';
import type { LedgerContext } from '../ledger/context.js';
import { moveLinesBack, type LineAddress } from '../ledger/merge-undo.js';

/** What a merge records besides the lines it moved: the subcategories, and the defaults and schedules it moved. */
export interface MergePayload {
  sourceId: number;
  targetId: number;
  accountIds: number[];
  scheduleIds: number[];
}

/**
 * Takes a merge back: the merged subcategory is live again, and the lines, account defaults and schedules
 * the merge moved go back to it where they still sit on the destination; those moved elsewhere since stay.
 * Refused when a live subcategory of the same category has taken the merged one's name meanwhile.
 */
export async function undoMerge(
  ledger: LedgerContext,
  payload: MergePayload,
  lines: LineAddress[],
): Promise<{ restored: number; changedSince: number }> {
  const scope = familyScope(ledger.trx, ledger.familyId);
  let locked = scope
    .selectFrom('subcategories')
    .select(['id', 'name', 'category_id', 'is_deleted'])
    .where('id', 'in', [payload.sourceId, payload.targetId])
    .orderBy('id');
  if (ledger.dialect === 'postgres') locked = locked.forUpdate();
  const source = (await locked.execute()).find((row) => row.id === payload.sourceId);
  if (!source) throw badRequest('The merged subcategory no longer exists; the merge cannot be undone.');
  if (source.is_deleted) {
    const namesake = await scope
      .selectFrom('subcategories')
      .select('id')
      .where('category_id', '=', source.category_id)
      .where('name_key', '=', nameKey(source.name))
      .where('is_deleted', '=', 0)
      .where('id', '!=', source.id)
      .executeTakeFirst();
    if (namesake)
      throw badRequest(
        `A subcategory named ${source.name} exists again in its category: rename it, then undo the merge.`,
      );
    await scope.updateTable('subcategories').set({ is_deleted: 0 }).where('id', '=', source.id).execute();
  }
  const movedLines = await moveLinesBack(ledger, lines, payload.targetId, payload.sourceId);
  const accounts = payload.accountIds.length
    ? await scope
        .updateTable('accounts')
        .set({ default_subcategory_id: payload.sourceId })
        .where('id', 'in', payload.accountIds)
        .where('default_subcategory_id', '=', payload.targetId)
        .executeTakeFirst()
    : null;
  const schedules = payload.scheduleIds.length
    ? await scope
        .updateTable('schedules')
        .set({ subcategory_id: payload.sourceId })
        .where('id', 'in', payload.scheduleIds)
        .where('subcategory_id', '=', payload.targetId)
        .executeTakeFirst()
    : null;
  const restored = movedLines + Number(accounts?.numUpdatedRows ?? 0) + Number(schedules?.numUpdatedRows ?? 0);
  const recorded = lines.length + payload.accountIds.length + payload.scheduleIds.length;
  return { restored, changedSince: recorded - restored };
}
