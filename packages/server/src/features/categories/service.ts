import {
  fromCents,
  HistoryAction,
  HistoryEntity,
  UndoKind,
  type Category,
  type PatchCategoryRequest,
  type SaveCategoryRequest,
  type SaveSubcategoryRequest,
} from '@hearth/contract';
import { flag, isSet } from '../../db/flags.js';
import type { AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { familyScope, writeForFamily } from '../../platform/tenancy.js';
import { byNameCaseInsensitive } from '../../platform/sorting.js';
import type { Executor } from '../../db/database.js';
import { nameKey } from '../../platform/unique-names.js';
import { moveSubcategoryLines } from '../ledger/bulk.js';
import { writeLedger } from '../ledger/context.js';
import { countOf, recordUndo } from '../undo/records.js';
import { recordChanges, recordRecordChange, recordRecordEvent } from '../history/recorder.js';
import { readableCategory, readableSubcategory } from '../history/record-readers.js';
import type { MergePayload } from '../undo/merge.js';
import { subcategoryUsage } from './usage.js';

const CATEGORY_NOT_FOUND = 'Category not found.';
const SUBCATEGORY_NOT_FOUND = 'Subcategory not found.';

/** Every category with its subcategories, deleted ones included (marked), with amounts and usages. */
export async function listCategories(deps: AppDeps, familyId: number): Promise<Category[]> {
  const scope = familyScope(deps.db.kysely, familyId);
  const [categories, subcategories, usage] = await Promise.all([
    scope.selectFrom('categories').select(['id', 'name', 'income_category', 'is_deleted']).execute(),
    scope.selectFrom('subcategories').select(['id', 'name', 'category_id', 'is_deleted']).execute(),
    subcategoryUsage(deps.db.kysely, familyId),
  ]);
  return categories
    .map((category) => {
      const children = subcategories
        .filter((sub) => sub.category_id === category.id)
        .map((sub) => {
          const used = usage.get(sub.id) ?? { amount: 0, transactionCount: 0, usages: 0 };
          return {
            id: sub.id,
            name: sub.name,
            categoryId: sub.category_id,
            isDeleted: isSet(sub.is_deleted),
            amount: fromCents(used.amount),
            usages: used.usages,
            transactionCount: used.transactionCount,
          };
        })
        .sort(byNameCaseInsensitive);
      const liveChildren = children.filter((sub) => !sub.isDeleted);
      return {
        id: category.id,
        name: category.name,
        incomeCategory: isSet(category.income_category),
        isDeleted: isSet(category.is_deleted),
        amount: fromCents(liveChildren.reduce((sum, sub) => sum + Math.round(sub.amount * 100), 0)),
        transactionCount: liveChildren.reduce((sum, sub) => sum + sub.transactionCount, 0),
        subcategories: children,
      };
    })
    .sort(byNameCaseInsensitive);
}

async function refuseDuplicateName(
  trx: Executor,
  familyId: number,
  table: 'categories' | 'subcategories',
  name: string,
  exceptId: number | null,
  categoryId?: number,
) {
  let query = familyScope(trx, familyId)
    .selectFrom(table)
    .select('id')
    .where('is_deleted', '=', 0)
    .where('name_key', '=', nameKey(name));
  if (categoryId !== undefined) query = query.where('category_id', '=', categoryId);
  const same = await query.executeTakeFirst();
  if (same && same.id !== exceptId)
    throw badRequest(`${table === 'categories' ? 'A category' : 'A subcategory'} named ${name} already exists.`);
}

export async function saveCategory(
  deps: AppDeps,
  familyId: number,
  input: SaveCategoryRequest,
  userId: number | null = null,
): Promise<{ id: number; name: string }> {
  const name = input.name.trim();
  const id = input.id || null;
  const income = flag(input.IncomeCategory ?? input.incomeCategory ?? false);
  return writeForFamily(deps.db.kysely, familyId, async (trx) => {
    await refuseDuplicateName(trx, familyId, 'categories', name, id);
    const before = id ? await readableCategory(trx, familyId, id) : null;
    const recorded = async (savedId: number) => {
      const stamp = { familyId, at: deps.clock().toISOString(), userId };
      await recordRecordChange(
        trx,
        stamp,
        HistoryEntity.Category,
        savedId,
        before,
        await readableCategory(trx, familyId, savedId),
      );
      return { id: savedId, name };
    };
    if (id) {
      const updated = await familyScope(trx, familyId)
        .updateTable('categories')
        .set({ name, name_key: nameKey(name), income_category: income })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw notFound(CATEGORY_NOT_FOUND);
      return recorded(id);
    }
    const created = await trx
      .insertInto('categories')
      .values({
        family_id: familyId,
        name,
        name_key: nameKey(name),
        income_category: income,
        created_at: deps.clock().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return recorded(created.id);
  });
}

export async function saveSubcategory(
  deps: AppDeps,
  familyId: number,
  input: SaveSubcategoryRequest,
  userId: number | null = null,
): Promise<{ id: number; name: string }> {
  const name = input.name.trim();
  const id = input.id || null;
  return writeForFamily(deps.db.kysely, familyId, async (trx) => {
    const category = await familyScope(trx, familyId)
      .selectFrom('categories')
      .select('id')
      .where('id', '=', input.categoryId)
      .executeTakeFirst();
    if (!category) throw badRequest('Category: there is no such category.');
    await refuseDuplicateName(trx, familyId, 'subcategories', name, id, input.categoryId);
    const before = id ? await readableSubcategory(trx, familyId, id) : null;
    const recorded = async (savedId: number) => {
      const stamp = { familyId, at: deps.clock().toISOString(), userId };
      const after = await readableSubcategory(trx, familyId, savedId);
      await recordRecordChange(trx, stamp, HistoryEntity.Subcategory, savedId, before, after);
      return { id: savedId, name };
    };
    if (id) {
      const updated = await familyScope(trx, familyId)
        .updateTable('subcategories')
        .set({ name, name_key: nameKey(name), category_id: input.categoryId })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw notFound(SUBCATEGORY_NOT_FOUND);
      return recorded(id);
    }
    const created = await trx
      .insertInto('subcategories')
      .values({
        family_id: familyId,
        category_id: input.categoryId,
        name,
        name_key: nameKey(name),
        created_at: deps.clock().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return recorded(created.id);
  });
}

/**
 * Soft delete or restore. A subcategory in use cannot be deleted: it has to be merged into another. A
 * restored one must not clash with a live name.
 */
export async function setDeleted(
  deps: AppDeps,
  familyId: number,
  input: PatchCategoryRequest,
  userId: number | null = null,
): Promise<string> {
  const table = input.isSubcategory ? 'subcategories' : 'categories';
  const kind = input.isSubcategory ? 'Subcategory' : 'Category';
  return writeForFamily(deps.db.kysely, familyId, async (trx) => {
    const row = await familyScope(trx, familyId)
      .selectFrom(table)
      .selectAll()
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!row) throw notFound(input.isSubcategory ? SUBCATEGORY_NOT_FOUND : CATEGORY_NOT_FOUND);
    if (input.isSubcategory && input.deletedFlag) {
      const usage = (await subcategoryUsage(trx, familyId)).get(input.id);
      if (usage && usage.usages > 0) {
        throw badRequest(
          `${row.name} is used ${usage.usages} times and cannot be deleted; merge it into another subcategory instead.`,
        );
      }
    }
    if (!input.deletedFlag && row.is_deleted) {
      await refuseDuplicateName(
        trx,
        familyId,
        table,
        row.name,
        row.id,
        'category_id' in row ? row.category_id : undefined,
      );
    }
    await familyScope(trx, familyId)
      .updateTable(table)
      .set({ is_deleted: flag(input.deletedFlag) })
      .where('id', '=', input.id)
      .execute();
    if (Boolean(row.is_deleted) !== Boolean(input.deletedFlag)) {
      const stamp = { familyId, at: deps.clock().toISOString(), userId };
      const entity = input.isSubcategory ? HistoryEntity.Subcategory : HistoryEntity.Category;
      const action = input.deletedFlag ? HistoryAction.Delete : HistoryAction.Restore;
      await recordRecordEvent(trx, stamp, entity, input.id, action);
    }
    return `${kind} ${row.name} has been ${input.deletedFlag ? 'deleted' : 'restored'} successfully.`;
  });
}

/**
 * Moves every use of a subcategory to another one, then deletes it: one database transaction, which also
 * records which lines, account defaults and schedules moved, so that the merge can be undone.
 */
export async function mergeSubcategory(
  deps: AppDeps,
  auth: AuthContext,
  sourceId: number,
  targetId: number,
): Promise<{ moved: number; undoId: number; message: string }> {
  if (sourceId === targetId) throw badRequest("Unable to merge sub category it's self");
  return writeLedger(
    deps,
    auth.familyId,
    async (ledger) => {
      const tx = familyScope(ledger.trx, auth.familyId);
      const [source, target] = await Promise.all([
        tx.selectFrom('subcategories').select(['name', 'is_deleted']).where('id', '=', sourceId).executeTakeFirst(),
        tx.selectFrom('subcategories').select(['name', 'is_deleted']).where('id', '=', targetId).executeTakeFirst(),
      ]);
      if (!source) throw notFound(SUBCATEGORY_NOT_FOUND);
      if (!target || target.is_deleted) throw badRequest('The destination subcategory does not exist or is deleted.');
      const movingLines = await tx
        .selectFrom('transaction_lines')
        .select(['transaction_id', 'line_number'])
        .where('subcategory_id', '=', sourceId)
        .execute();
      const lines = await moveSubcategoryLines(ledger, sourceId, targetId);
      const accounts = await tx
        .updateTable('accounts')
        .set({ default_subcategory_id: targetId })
        .where('default_subcategory_id', '=', sourceId)
        .returning('id')
        .execute();
      const schedules = await tx
        .updateTable('schedules')
        .set({ subcategory_id: targetId })
        .where('subcategory_id', '=', sourceId)
        .returning('id')
        .execute();
      await tx.updateTable('subcategories').set({ is_deleted: 1 }).where('id', '=', sourceId).execute();
      const moved = lines + accounts.length + schedules.length;
      const payload: MergePayload = {
        sourceId,
        targetId,
        accountIds: accounts.map((row) => row.id),
        scheduleIds: schedules.map((row) => row.id),
      };
      const undoId = await recordUndo(ledger, {
        userId: auth.userId,
        kind: UndoKind.MergeSubcategory,
        summary: `Merge of subcategory ${source.name} into ${target.name} (${countOf(moved, 'use')})`,
        payload,
        items: movingLines.map((line) => ({ transactionId: line.transaction_id, lineNumber: line.line_number })),
      });
      await recordChanges(ledger.trx, { familyId: auth.familyId, at: ledger.now, userId: auth.userId }, [
        {
          entity: HistoryEntity.Subcategory,
          entityId: sourceId,
          action: HistoryAction.Merge,
          changes: [{ field: 'mergedInto', from: null, to: target.name }],
        },
      ]);
      return { moved, undoId, message: `Subcategory ${source.name} has been merged into ${target.name}.` };
    },
    { userId: auth.userId, action: HistoryAction.Merge },
  );
}
