import { createdAt, f, isDeleted, nullable, ref, type ExportCollection, type ExportField } from './export-fields.js';

/** Rows the family owns by their family_id, each with an id of its own. */
const familyRows = (name: string, table: string, fields: ExportField[]): ExportCollection => ({
  name,
  table,
  hasId: true,
  familyColumn: true,
  fields,
});

/**
 * Family rows whose table has the collection's name and whose `name` is unique among the live ones (within
 * the `mergeWithin` columns): on restore, a live row of that name takes the place of the exported one.
 */
const namedRows = (name: string, mergeWithin: string[], fields: ExportField[]): ExportCollection => ({
  ...familyRows(name, name, fields),
  nameColumn: 'name',
  mergeWithin,
});

/** Accounts, categories, tags and budgets: what the rest refers to. */
export const SETUP_COLLECTIONS: ExportCollection[] = [
  namedRows(
    'accounts',
    ['account_type_id'],
    [
      f('name', 'name', 'text'),
      f('accountTypeId', 'account_type_id', 'integer'),
      nullable('openingDate', 'opening_date', 'date'),
      f('openingBalance', 'opening_balance', 'integer'),
      f('isFavourite', 'is_favourite', 'flag'),
      f('isActive', 'is_active', 'flag'),
      f('canQuickTransaction', 'can_quick_transaction', 'flag'),
      isDeleted,
      createdAt,
      ref('defaultSubcategoryId', 'default_subcategory_id', 'subcategories', true),
      ref('defaultBudgetId', 'default_budget_id', 'budgets', true),
    ],
  ),
  namedRows(
    'categories',
    [],
    [f('name', 'name', 'text'), f('incomeCategory', 'income_category', 'flag'), isDeleted, createdAt],
  ),
  namedRows(
    'subcategories',
    ['category_id'],
    [ref('categoryId', 'category_id', 'categories'), f('name', 'name', 'text'), isDeleted, createdAt],
  ),
  namedRows(
    'tags',
    [],
    [
      f('name', 'name', 'text'),
      f('deactivated', 'deactivated', 'flag'),
      f('useValidityPeriod', 'use_validity_period', 'flag'),
      nullable('validFrom', 'valid_from', 'date'),
      nullable('validTo', 'valid_to', 'date'),
      createdAt,
    ],
  ),
  namedRows(
    'budgets',
    [],
    [
      f('name', 'name', 'text'),
      f('allowanceAmount', 'allowance_amount', 'integer'),
      f('startDate', 'start_date', 'date'),
      nullable('endDate', 'end_date', 'date'),
      f('budgetTypeId', 'budget_type_id', 'integer'),
      ref('primaryAccountId', 'primary_account_id', 'accounts', true),
      f('startDayNumber', 'start_day_number', 'integer'),
      f('carryOver', 'carry_over', 'flag'),
      nullable('carryOverCap', 'carry_over_cap', 'integer'),
      isDeleted,
      createdAt,
      nullable('updatedAt', 'updated_at', 'timestamp'),
    ],
  ),
  familyRows('budgetAllowances', 'budget_allowances', [
    ref('budgetId', 'budget_id', 'budgets'),
    f('fromPeriod', 'from_period', 'integer'),
    f('amount', 'amount', 'integer'),
  ]),
];
