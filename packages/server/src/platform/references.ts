import type { Executor } from '../db/database.js';
import { badRequest } from './errors.js';
import { familyScope } from './tenancy.js';

/** A subcategory named in a request must be one of the family's live subcategories. */
export async function checkSubcategory(
  db: Executor,
  familyId: number,
  id: number,
  field: string,
  allowDeleted = false,
): Promise<void> {
  const row = await familyScope(db, familyId)
    .selectFrom('subcategories')
    .select('is_deleted')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || (row.is_deleted && !allowDeleted)) throw badRequest(`${field}: there is no such subcategory.`);
}

/** A budget named in a request must be one of the family's live budgets. */
export async function checkBudget(
  db: Executor,
  familyId: number,
  id: number,
  field: string,
  allowDeleted = false,
): Promise<void> {
  const row = await familyScope(db, familyId)
    .selectFrom('budgets')
    .select('is_deleted')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || (row.is_deleted && !allowDeleted)) throw badRequest(`${field}: there is no such budget.`);
}
