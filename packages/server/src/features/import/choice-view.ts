import type { ImportDecision, ImportRowChoice } from '@hearth/contract';
import type { PreviewRow } from '../../domain/import/preview.js';
import { bookedSubcategory, planRows, type RowPlan } from './decisions.js';
import type { ReferenceNames } from './rules-service.js';

/**
 * The person's choices on a kept preview: each row they changed (its action, account and subcategory),
 * kept with the preview so that a reload, or another device, shows them again, and booked by Confirm
 * Match. A choice replaces the row's earlier one; rows never changed keep the preview's proposal. Pure:
 * the worker that presents a preview presents its choices too (present.ts).
 */

/** The kept choices with some rows' new ones in their place, in row order. */
export function mergeChoices(kept: ImportDecision[], changes: ImportDecision[]): ImportDecision[] {
  const byRow = new Map(kept.map((decision) => [decision.rowNumber, decision]));
  for (const decision of changes) byRow.set(decision.rowNumber, decision);
  return [...byRow.values()].sort((a, b) => a.rowNumber - b.rowNumber);
}

/** A row's choice as the preview shows it: what the person chose, and the subcategory it books. */
export function presentChoice(plan: RowPlan, names: ReferenceNames): ImportRowChoice {
  const creates = plan.action === 'create';
  const account = plan.counterpartyId === null ? undefined : names.accounts.get(plan.counterpartyId);
  const subcategoryId = creates
    ? bookedSubcategory(
        plan,
        plan.counterpartyId === null
          ? null
          : { id: plan.counterpartyId, defaultSubcategoryId: account?.defaultSubcategoryId ?? null },
      )
    : null;
  const subcategory = subcategoryId === null ? undefined : names.subcategories.get(subcategoryId);
  return {
    rowNumber: plan.row.rowNumber,
    action: plan.action === 'reconciled' ? 'skip' : plan.action,
    transactionId: plan.action === 'match' ? plan.transactionId : null,
    counterpartyId: creates ? plan.counterpartyId : null,
    counterpartyName: creates ? (account?.name ?? plan.counterpartyName) : null,
    subCategoryChosen: creates && plan.subcategoryChoice !== undefined,
    subCategoryId: subcategory ? subcategoryId : null,
    subCategoryName: subcategory ? `${subcategory.categoryName} - ${subcategory.name}` : null,
  };
}

/** The choices of some rows, presented; `rowNumbers` null presents every kept one. */
export function presentChoices(
  rows: PreviewRow[],
  choices: ImportDecision[],
  names: ReferenceNames,
  rowNumbers: ReadonlySet<number> | null = null,
): ImportRowChoice[] {
  if (choices.length === 0) return [];
  const chosen = new Set(choices.map((decision) => decision.rowNumber));
  // A row imported before stays as it is, whatever was chosen for it.
  return planRows(rows, choices)
    .filter(
      (plan) =>
        plan.action !== 'reconciled' &&
        chosen.has(plan.row.rowNumber) &&
        (rowNumbers === null || rowNumbers.has(plan.row.rowNumber)),
    )
    .map((plan) => presentChoice(plan, names));
}
