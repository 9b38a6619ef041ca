import { tagUsableOn } from '@hearth/contract';
import { familyScope } from '../../platform/tenancy.js';
import { liveLineReferences, tagValidityOf } from '../ledger/checks.js';
import type { LedgerContext } from '../ledger/context.js';
import type { LedgerEntry } from '../ledger/writer.js';

/** The tags that are the family's, active and valid on the date; a rule's other tags are left off. */
export type UsableTags = (ids: number[], date: string) => number[];

/** The family's tags, read inside the write, as a test of which may be given to a new or changed transaction. */
export async function usableTagsOf(ledger: LedgerContext, familyId: number): Promise<UsableTags> {
  const tags = await familyScope(ledger.trx, familyId)
    .selectFrom('tags')
    .select(['id', 'deactivated', 'use_validity_period', 'valid_from', 'valid_to'])
    .execute();
  const tagsById = new Map(tags.map((row) => [row.id, tagValidityOf(row)]));
  return (ids, date) =>
    ids.filter((id) => {
      const tag = tagsById.get(id);
      return tag !== undefined && tagUsableOn(tag, [date]);
    });
}

/**
 * The entries with every subcategory or budget that is not one of the family's live ones left off, read
 * inside the write: one deleted since the rule or default named it is not refused.
 */
export async function withLiveLineReferences(
  ledger: LedgerContext,
  familyId: number,
  entries: LedgerEntry[],
): Promise<LedgerEntry[]> {
  const live = await liveLineReferences(
    ledger.trx,
    familyId,
    entries.flatMap((entry) => entry.lines),
  );
  return entries.map((entry) => ({
    ...entry,
    lines: entry.lines.map((line) => ({
      ...line,
      subcategoryId:
        line.subcategoryId !== null && live.subcategories.has(line.subcategoryId) ? line.subcategoryId : null,
      budgetId: line.budgetId !== null && live.budgets.has(line.budgetId) ? line.budgetId : null,
    })),
  }));
}
