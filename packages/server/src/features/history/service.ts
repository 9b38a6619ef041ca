import { HistoryEntity, type FieldChange, type History, type HistoryAction } from '@hearth/contract';
import type { AppDeps } from '../../platform/deps.js';
import { notFound } from '../../platform/errors.js';
import { familyScope } from '../../platform/tenancy.js';

/** The records whose history can be read, with the table that holds them and the answer for an unknown id. */
const HISTORY_OWNERS = {
  transaction: { table: 'transactions', missing: 'Transaction not found.' },
  account: { table: 'accounts', missing: 'Account not found.' },
  budget: { table: 'budgets', missing: 'Budget not found.' },
  schedule: { table: 'schedules', missing: 'Schedule not found.' },
  category: { table: 'categories', missing: 'Category not found.' },
} as const;

export type HistoryOwner = keyof typeof HISTORY_OWNERS;

/**
 * A record's history, newest first, deleted records included. An id of another family answers 404 as
 * an unknown id does. A category's history holds its subcategories' changes too, each field named
 * `subcategory <name>.<field>` so that a person sees which one changed.
 */
export async function historyOf(deps: AppDeps, familyId: number, owner: HistoryOwner, id: number): Promise<History> {
  const scope = familyScope(deps.db.kysely, familyId);
  const { table, missing } = HISTORY_OWNERS[owner];
  const found = await scope.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw notFound(missing);
  const subcategories =
    owner === 'category'
      ? await scope.selectFrom('subcategories').select(['id', 'name']).where('category_id', '=', id).execute()
      : [];
  const subcategoryNames = new Map(subcategories.map((row) => [row.id, row.name]));
  const rows = await scope
    .selectFrom('change_history')
    .leftJoin('users', 'users.id', 'change_history.user_id')
    .select([
      'change_history.id',
      'change_history.entity',
      'change_history.entity_id',
      'change_history.at',
      'change_history.action',
      'change_history.changes',
      'change_history.user_id',
      'users.firstname',
      'users.surname',
    ])
    .where((eb) => {
      const own = eb.and([eb('change_history.entity', '=', owner), eb('change_history.entity_id', '=', id)]);
      if (!subcategoryNames.size) return own;
      return eb.or([
        own,
        eb.and([
          eb('change_history.entity', '=', HistoryEntity.Subcategory),
          eb('change_history.entity_id', 'in', [...subcategoryNames.keys()]),
        ]),
      ]);
    })
    .orderBy('change_history.id', 'desc')
    .execute();
  return {
    entries: rows.map((row) => {
      const changes = JSON.parse(row.changes) as FieldChange[];
      const subcategory = row.entity === HistoryEntity.Subcategory ? subcategoryNames.get(row.entity_id) : undefined;
      return {
        at: row.at,
        user:
          row.user_id !== null && row.firstname !== null
            ? { id: row.user_id, name: `${row.firstname} ${row.surname ?? ''}`.trim() }
            : null,
        action: row.action as HistoryAction,
        changes: subcategory
          ? changes.map((change) => ({ ...change, field: `subcategory ${subcategory}.${change.field}` }))
          : changes,
      };
    }),
  };
}
