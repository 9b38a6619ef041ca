import type { LedgerContext } from '../ledger/context.js';
import { familyScope } from '../../platform/tenancy.js';

/** What a new transaction's line and tags may name, read inside the confirmation's write. */
export interface LineReferences {
  liveSubcategory(id: number | null): number | null;
  liveBudget(id: number | null): number | null;
  /** The tags that are the family's, active and valid on the date; a rule's other tags are left off. */
  usableTags(ids: number[], date: string): number[];
}

export async function lineReferencesOf(ledger: LedgerContext, familyId: number): Promise<LineReferences> {
  const scope = familyScope(ledger.trx, familyId);
  const [subcategories, budgets, tags] = await Promise.all([
    scope.selectFrom('subcategories').select('id').where('is_deleted', '=', 0).execute(),
    scope.selectFrom('budgets').select('id').where('is_deleted', '=', 0).execute(),
    scope.selectFrom('tags').select(['id', 'deactivated', 'use_validity_period', 'valid_from', 'valid_to']).execute(),
  ]);
  const liveSubcategories = new Set(subcategories.map((row) => row.id));
  const liveBudgets = new Set(budgets.map((row) => row.id));
  const tagsById = new Map(tags.map((row) => [row.id, row]));
  return {
    liveSubcategory: (id) => (id !== null && liveSubcategories.has(id) ? id : null),
    liveBudget: (id) => (id !== null && liveBudgets.has(id) ? id : null),
    usableTags: (ids, date) =>
      ids.filter((id) => {
        const tag = tagsById.get(id);
        if (!tag || tag.deactivated) return false;
        if (!tag.use_validity_period) return true;
        return !(tag.valid_from && date < tag.valid_from) && !(tag.valid_to && date > tag.valid_to);
      }),
  };
}
