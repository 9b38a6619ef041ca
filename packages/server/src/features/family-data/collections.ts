/**
 * What the family export holds, collection by collection (docs/export-format.md): the table each comes
 * from, its fields and which other collection each reference points to. Export, restore and the JSON
 * Schema in docs/ follow this one table. Kept totals (balances, counts, day totals) are left out: a restore
 * counts them again from the rows (ledger/recount.ts). Collections come in the order a restore writes them;
 * a reference to a collection written later is filled in once that one is written.
 */

import { LEDGER_COLLECTIONS } from './collections-ledger.js';
import { IMPORT_AND_INVESTMENT_COLLECTIONS } from './collections-imports.js';
import { PLAN_COLLECTIONS } from './collections-plans.js';
import { SETUP_COLLECTIONS } from './collections-setup.js';
import type { ExportCollection } from './export-fields.js';

export type { ExportCollection, ExportField, FieldKind } from './export-fields.js';

export const EXPORT_COLLECTIONS: ExportCollection[] = [
  ...SETUP_COLLECTIONS,
  ...PLAN_COLLECTIONS,
  ...LEDGER_COLLECTIONS,
  ...IMPORT_AND_INVESTMENT_COLLECTIONS,
];

/** The collection each kind of change history entry names (features/history). */
export const HISTORY_ENTITIES: Record<string, string> = {
  transaction: 'transactions',
  account: 'accounts',
  budget: 'budgets',
  schedule: 'schedules',
  category: 'categories',
  subcategory: 'subcategories',
};

export const collectionNamed = (name: string): ExportCollection | undefined =>
  EXPORT_COLLECTIONS.find((collection) => collection.name === name);
