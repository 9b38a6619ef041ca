import { fromCents, TAG_PERIOD_MESSAGE, type SaveTagRequest, type Tag, type Transaction } from '@hearth/contract';
import { sql } from 'kysely';
import { flag, isSet } from '../../db/flags.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { byNameCaseInsensitive } from '../../platform/sorting.js';
import { nameKey } from '../../platform/unique-names.js';
import { familyScope, writeForFamily } from '../../platform/tenancy.js';
import { hydrate, transactionsQuery } from '../transactions/read-model.js';

const TAG_NOT_FOUND = 'Tag not found.';
/** A tag's page lists at most this many of its transactions, newest first. */
export const TAG_TRANSACTIONS_SHOWN = 500;

interface Period {
  fromDate?: string | null;
  toDate?: string | null;
}

/**
 * Tags with how many live transactions carry them and their sum, within the period when one is given: the
 * ledger writer keeps both per tag, in all and per day, so neither reads the tagged transactions.
 */
export async function listTags(
  deps: AppDeps,
  familyId: number,
  options: Period & { includeDeactivated?: boolean; id?: number },
): Promise<Tag[]> {
  const db = deps.db.kysely;
  let tagsQuery = familyScope(db, familyId).selectFrom('tags').selectAll();
  if (!options.includeDeactivated) tagsQuery = tagsQuery.where('deactivated', '=', 0);
  if (options.id) tagsQuery = tagsQuery.where('id', '=', options.id);
  const periodTotals = async () => {
    if (!options.fromDate && !options.toDate) return null;
    let totals = db
      .selectFrom('tags as g')
      .innerJoin('tag_day_totals as d', 'd.tag_id', 'g.id')
      .select(['d.tag_id', sql<number>`sum(d.transaction_count)`.as('count'), sql<number>`sum(d.amount)`.as('total')])
      .where('g.family_id', '=', familyId)
      .groupBy('d.tag_id');
    if (options.fromDate) totals = totals.where('d.day', '>=', options.fromDate);
    if (options.toDate) totals = totals.where('d.day', '<=', options.toDate);
    if (options.id) totals = totals.where('d.tag_id', '=', options.id);
    return new Map(
      (await totals.execute()).map((row) => [row.tag_id, { count: Number(row.count), total: Number(row.total) }]),
    );
  };
  const scheduleCounts = db
    .selectFrom('tags as g')
    .innerJoin('schedule_tags as st', 'st.tag_id', 'g.id')
    .innerJoin('schedules as s', 's.id', 'st.schedule_id')
    .select(['st.tag_id', sql<number>`count(*)`.as('count')])
    .where('g.family_id', '=', familyId)
    .where('s.is_deleted', '=', 0)
    .groupBy('st.tag_id');
  const [tags, inPeriod, schedules] = await Promise.all([
    tagsQuery.execute(),
    periodTotals(),
    scheduleCounts.execute(),
  ]);
  const schedulesByTag = new Map(schedules.map((row) => [row.tag_id, Number(row.count)]));
  return tags
    .map((row) => {
      const sum = inPeriod
        ? inPeriod.get(row.id)
        : { count: Number(row.transaction_count), total: Number(row.transaction_total) };
      return {
        id: row.id,
        name: row.name,
        deactivated: isSet(row.deactivated),
        useValidityPeriod: isSet(row.use_validity_period),
        validFrom: row.valid_from,
        validTo: row.valid_to,
        assignedTransactions: Number(sum?.count ?? 0),
        assignedSchedules: schedulesByTag.get(row.id) ?? 0,
        transactionSum: fromCents(Number(sum?.total ?? 0)),
      };
    })
    .sort(byNameCaseInsensitive);
}

export async function getTagDetail(deps: AppDeps, familyId: number, id: number) {
  const db = deps.db.kysely;
  const tag = await findTag(deps, familyId, id);
  const rows = await transactionsQuery(db, familyId)
    .innerJoin('transaction_tags as tt', 'tt.transaction_id', 'transactions.id')
    .where('tt.tag_id', '=', id)
    .where('transactions.is_deleted', '=', 0)
    .orderBy('transactions.transaction_date', 'desc')
    .orderBy('transactions.id', 'desc')
    .limit(TAG_TRANSACTIONS_SHOWN)
    .execute();
  const transactions: Transaction[] = await hydrate(db, familyId, rows);
  const breakdown = await db
    .selectFrom('transaction_tags as tt')
    .innerJoin('transactions as t', 't.id', 'tt.transaction_id')
    .innerJoin('transaction_lines as l', 'l.transaction_id', 't.id')
    .leftJoin('subcategories as s', 's.id', 'l.subcategory_id')
    .leftJoin('categories as c', 'c.id', 's.category_id')
    .select(['c.name as category_name', 's.name as sub_name', sql<number>`sum(l.amount)`.as('amount')])
    .where('tt.tag_id', '=', id)
    .where('t.family_id', '=', familyId)
    .where('t.is_deleted', '=', 0)
    .groupBy(['c.name', 's.name'])
    .execute();
  const categories = breakdown
    .map((row) => ({
      categoryName: row.category_name ?? 'Uncategorised',
      subCategoryName: row.sub_name ?? 'Uncategorised',
      amount: fromCents(Number(row.amount)),
    }))
    .sort((a, b) => b.amount - a.amount);
  const total = fromCents(breakdown.reduce((sum, row) => sum + Number(row.amount), 0));
  const schedules = await familyScope(db, familyId)
    .selectFrom('schedules')
    .innerJoin('schedule_tags as st', 'st.schedule_id', 'schedules.id')
    .select(['schedules.id', 'schedules.description'])
    .where('st.tag_id', '=', id)
    .where('schedules.is_deleted', '=', 0)
    .orderBy('schedules.description')
    .execute();
  return { tag, transactions, schedules, categories, total };
}

async function findTag(deps: AppDeps, familyId: number, id: number): Promise<Tag> {
  const [tag] = await listTags(deps, familyId, { includeDeactivated: true, id });
  if (!tag) throw notFound(TAG_NOT_FOUND);
  return tag;
}

/** Saves a tag. A validity period needs at least one of its dates; without the period the dates are cleared. */
export async function saveTag(deps: AppDeps, familyId: number, input: SaveTagRequest): Promise<Tag> {
  const name = input.name.trim();
  const usePeriod = input.useValidityPeriod ?? false;
  const validFrom = usePeriod ? (input.validFrom ?? null) : null;
  const validTo = usePeriod ? (input.validTo ?? null) : null;
  if (usePeriod && !validFrom && !validTo) throw badRequest(TAG_PERIOD_MESSAGE);
  if (validFrom && validTo && validFrom > validTo) throw badRequest("'Valid From' must not be after 'Valid To'.");
  const id = input.id || null;
  const values = {
    name,
    name_key: nameKey(name),
    deactivated: flag(input.deactivated),
    use_validity_period: flag(usePeriod),
    valid_from: validFrom,
    valid_to: validTo,
  };
  const savedId = await writeForFamily(deps.db.kysely, familyId, async (trx) => {
    const same = await familyScope(trx, familyId)
      .selectFrom('tags')
      .select('id')
      .where('name_key', '=', values.name_key)
      .executeTakeFirst();
    if (same && same.id !== id) throw badRequest(`A tag named ${name} already exists.`);
    if (id) {
      const updated = await familyScope(trx, familyId)
        .updateTable('tags')
        .set(values)
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw notFound(TAG_NOT_FOUND);
      return id;
    }
    const created = await trx
      .insertInto('tags')
      .values({ ...values, family_id: familyId, created_at: deps.clock().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return created.id;
  });
  return findTag(deps, familyId, savedId);
}
