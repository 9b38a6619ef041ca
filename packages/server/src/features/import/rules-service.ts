import { fromCents, toCents, type ImportRule, type SaveImportRuleRequest } from '@hearth/contract';
import type { Executor } from '../../db/database.js';
import type { ImportRule as DomainRule, RuleMatchKind } from '../../domain/import/rules.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { familyScope, writeForFamily } from '../../platform/tenancy.js';
import { checkLineReferences } from '../ledger/checks.js';

export const RULE_NOT_FOUND = 'Rule not found.';

/** The family's rules in their order, as the matching runs them. */
export async function loadRules(
  db: Executor,
  familyId: number,
): Promise<(DomainRule & { name: string; position: number })[]> {
  const rows = await familyScope(db, familyId)
    .selectFrom('import_rules')
    .selectAll()
    .orderBy('position')
    .orderBy('id')
    .execute();
  const tags = rows.length
    ? await db
        .selectFrom('import_rule_tags')
        .select(['rule_id', 'tag_id'])
        .where(
          'rule_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('tag_id')
        .execute()
    : [];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    position: row.position,
    matchKind: row.match_kind as RuleMatchKind,
    matchText: row.match_text,
    minAmount: row.min_amount === null ? null : Number(row.min_amount),
    maxAmount: row.max_amount === null ? null : Number(row.max_amount),
    direction: row.direction === 'in' || row.direction === 'out' ? row.direction : null,
    accountId: row.account_id,
    subcategoryId: row.subcategory_id,
    budgetId: row.budget_id,
    tagIds: tags.filter((tag) => tag.rule_id === row.id).map((tag) => tag.tag_id),
  }));
}

/** Names of the things rules and previews refer to, read once per answer. */
export interface ReferenceNames {
  accounts: Map<number, { name: string; typeId: number; defaultSubcategoryId: number | null }>;
  subcategories: Map<number, { name: string; categoryName: string }>;
  budgets: Map<number, { name: string }>;
  tags: Map<number, { name: string }>;
}

export async function loadReferenceNames(
  db: Executor,
  familyId: number,
  accounts?: ReferenceNames['accounts'],
): Promise<ReferenceNames> {
  const scope = familyScope(db, familyId);
  const [accountRows, subcategories, budgets, tags] = await Promise.all([
    accounts
      ? Promise.resolve([])
      : scope.selectFrom('accounts').select(['id', 'name', 'account_type_id', 'default_subcategory_id']).execute(),
    scope
      .selectFrom('subcategories')
      .innerJoin('categories', 'categories.id', 'subcategories.category_id')
      .select(['subcategories.id', 'subcategories.name', 'categories.name as category_name'])
      .execute(),
    scope.selectFrom('budgets').select(['id', 'name']).execute(),
    scope.selectFrom('tags').select(['id', 'name']).execute(),
  ]);
  return {
    accounts:
      accounts ??
      new Map(
        accountRows.map((row) => [
          row.id,
          { name: row.name, typeId: row.account_type_id, defaultSubcategoryId: row.default_subcategory_id },
        ]),
      ),
    subcategories: new Map(subcategories.map((row) => [row.id, { name: row.name, categoryName: row.category_name }])),
    budgets: new Map(budgets.map((row) => [row.id, { name: row.name }])),
    tags: new Map(tags.map((row) => [row.id, { name: row.name }])),
  };
}

export async function listRules(deps: AppDeps, familyId: number): Promise<ImportRule[]> {
  const db = deps.db.kysely;
  const [rules, names] = await Promise.all([loadRules(db, familyId), loadReferenceNames(db, familyId)]);
  return rules.map((rule) => presentRule(rule, names));
}

function presentRule(rule: DomainRule & { name: string; position: number }, names: ReferenceNames): ImportRule {
  const subcategory = rule.subcategoryId === null ? undefined : names.subcategories.get(rule.subcategoryId);
  return {
    id: rule.id,
    name: rule.name,
    position: rule.position,
    matchKind: rule.matchKind,
    matchText: rule.matchText,
    minAmount: rule.minAmount === null ? null : fromCents(rule.minAmount),
    maxAmount: rule.maxAmount === null ? null : fromCents(rule.maxAmount),
    direction: rule.direction,
    accountId: rule.accountId,
    accountName: rule.accountId === null ? null : (names.accounts.get(rule.accountId)?.name ?? null),
    subCategoryId: rule.subcategoryId,
    subCategoryName: subcategory?.name ?? null,
    categoryName: subcategory?.categoryName ?? null,
    budgetId: rule.budgetId,
    budgetName: rule.budgetId === null ? null : (names.budgets.get(rule.budgetId)?.name ?? null),
    tags: rule.tagIds.map((id) => ({ id, name: names.tags.get(id)?.name ?? '' })),
  };
}

/** The accounts, subcategory, budget and tags a rule names must be the family's and live. */
async function checkRuleReferences(trx: Executor, familyId: number, input: SaveImportRuleRequest): Promise<void> {
  const scope = familyScope(trx, familyId);
  if (input.accountId) {
    const account = await scope
      .selectFrom('accounts')
      .select(['is_deleted'])
      .where('id', '=', input.accountId)
      .executeTakeFirst();
    if (!account || account.is_deleted) throw badRequest('Account: there is no such account.');
  }
  await checkLineReferences(trx, familyId, [
    { subcategoryId: input.subCategoryId ?? null, budgetId: input.budgetId ?? null },
  ]);
  const tagIds = [...new Set(input.tagIds ?? [])];
  if (tagIds.length) {
    const found = await scope.selectFrom('tags').select('id').where('id', 'in', tagIds).execute();
    if (found.length !== tagIds.length) throw badRequest('Tags: there is no such tag.');
  }
  if (!input.accountId && !input.subCategoryId && !input.budgetId && !tagIds.length) {
    throw badRequest('A rule sets at least one of the account, the subcategory, the budget or tags.');
  }
}

/**
 * Creates (no id) or updates a rule. Rules keep positions 1, 2, 3…: a rule given a position moves there
 * and the others close up around it; a new rule without one goes last.
 */
export async function saveRule(deps: AppDeps, familyId: number, input: SaveImportRuleRequest): Promise<ImportRule> {
  const id = await writeForFamily(deps.db.kysely, familyId, async (trx) => {
    const scope = familyScope(trx, familyId);
    await checkRuleReferences(trx, familyId, input);
    const existingId = input.id || null;
    if (
      existingId &&
      !(await scope.selectFrom('import_rules').select('id').where('id', '=', existingId).executeTakeFirst())
    )
      throw notFound(RULE_NOT_FOUND);
    const now = deps.clock().toISOString();
    const values = {
      name: input.name.trim(),
      match_kind: input.matchKind,
      match_text: input.matchText.trim(),
      min_amount: input.minAmount == null ? null : toCents(input.minAmount),
      max_amount: input.maxAmount == null ? null : toCents(input.maxAmount),
      direction: input.direction ?? null,
      account_id: input.accountId ?? null,
      subcategory_id: input.subCategoryId ?? null,
      budget_id: input.budgetId ?? null,
      updated_at: now,
    };
    const savedId = existingId
      ? (
          await scope
            .updateTable('import_rules')
            .set(values)
            .where('id', '=', existingId)
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id
      : (
          await trx
            .insertInto('import_rules')
            .values({ ...values, family_id: familyId, position: 1_000_000, created_at: now })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
    await trx.deleteFrom('import_rule_tags').where('rule_id', '=', savedId).execute();
    const tagIds = [...new Set(input.tagIds ?? [])];
    if (tagIds.length)
      await trx
        .insertInto('import_rule_tags')
        .values(tagIds.map((tagId) => ({ rule_id: savedId, tag_id: tagId })))
        .execute();
    await renumber(trx, familyId, savedId, input.position ?? null);
    return savedId;
  });
  const rules = await listRules(deps, familyId);
  return rules.find((rule) => rule.id === id) as ImportRule;
}

/** Positions 1…n in the current order, with one rule moved to the position asked for. */
async function renumber(trx: Executor, familyId: number, movedId: number, position: number | null): Promise<void> {
  const scope = familyScope(trx, familyId);
  const rows = await scope
    .selectFrom('import_rules')
    .select(['id', 'position'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  const order = rows.map((row) => row.id).filter((id) => id !== movedId);
  const moved = rows.find((row) => row.id === movedId);
  const at = position === null ? (moved && moved.position < 1_000_000 ? moved.position : order.length + 1) : position;
  order.splice(Math.min(Math.max(at, 1), order.length + 1) - 1, 0, movedId);
  for (const [index, id] of order.entries()) {
    const row = rows.find((r) => r.id === id);
    if (row?.position !== index + 1)
      await scope
        .updateTable('import_rules')
        .set({ position: index + 1 })
        .where('id', '=', id)
        .execute();
  }
}

/**
 * Puts the family's rules in a new order, the first to apply first: the request names every rule of the
 * family once, and nothing else. Checked inside the write, so a rule added or deleted meanwhile refuses it.
 */
export async function orderRules(deps: AppDeps, familyId: number, ruleIds: number[]): Promise<ImportRule[]> {
  await writeForFamily(deps.db.kysely, familyId, async (trx) => {
    const scope = familyScope(trx, familyId);
    const rows = await scope.selectFrom('import_rules').select(['id', 'position']).execute();
    const known = new Set(rows.map((row) => row.id));
    if (new Set(ruleIds).size !== ruleIds.length) throw badRequest('ruleIds: a rule is named twice.');
    if (ruleIds.some((id) => !known.has(id))) throw badRequest('ruleIds: there is no such rule.');
    if (ruleIds.length !== rows.length)
      throw badRequest('ruleIds: name every rule once; the rules have changed since they were shown, so reload them.');
    const positionOf = new Map(rows.map((row) => [row.id, row.position]));
    for (const [index, id] of ruleIds.entries()) {
      if (positionOf.get(id) !== index + 1)
        await scope
          .updateTable('import_rules')
          .set({ position: index + 1, updated_at: deps.clock().toISOString() })
          .where('id', '=', id)
          .execute();
    }
  });
  return listRules(deps, familyId);
}

export async function deleteRule(deps: AppDeps, familyId: number, id: number): Promise<string> {
  return writeForFamily(deps.db.kysely, familyId, async (trx) => {
    const scope = familyScope(trx, familyId);
    const row = await scope.selectFrom('import_rules').select(['name']).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(RULE_NOT_FOUND);
    await trx.deleteFrom('import_rule_tags').where('rule_id', '=', id).execute();
    await scope.deleteFrom('import_rules').where('id', '=', id).execute();
    const rest = await scope.selectFrom('import_rules').select('id').orderBy('position').orderBy('id').execute();
    for (const [index, rule] of rest.entries())
      await scope
        .updateTable('import_rules')
        .set({ position: index + 1 })
        .where('id', '=', rule.id)
        .execute();
    return `The rule ${row.name} was deleted.`;
  });
}
