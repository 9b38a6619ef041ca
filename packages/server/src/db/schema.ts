import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Flags are stored as 0/1 integers in both dialects, so that one set of queries serves SQLite and PostgreSQL. */
export type Flag = 0 | 1;

export interface FamiliesTable {
  id: Generated<number>;
  name: string;
  data_version: Generated<number>;
  created_at: string;
}

export interface UsersTable {
  id: Generated<number>;
  family_id: number;
  firstname: string;
  surname: string;
  /** Stored lower-cased: the login name. */
  email: string;
  password_hash: string;
  role: string;
  timezone_id: string;
  default_account_id: number | null;
  email_validated_at: string | null;
  /** Raised on password change: tokens issued before stop working. */
  token_version: Generated<number>;
  created_at: string;
}

export interface EmailValidationsTable {
  id: string;
  user_id: number;
  created_at: string;
  used_at: string | null;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  pin_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface InvitationsTable {
  id: string;
  family_id: number;
  email: string;
  invited_by_user_id: number;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
}

export interface AccountsTable {
  id: Generated<number>;
  family_id: number;
  name: string;
  /** The name folded for uniqueness (see nameKey). */
  name_key: string;
  account_type_id: number;
  opening_date: string | null;
  opening_balance: ColumnType<number, number | undefined, number>;
  is_favourite: ColumnType<Flag, Flag | undefined, Flag>;
  is_active: ColumnType<Flag, Flag | undefined, Flag>;
  can_quick_transaction: ColumnType<Flag, Flag | undefined, Flag>;
  is_deleted: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: string;
  default_subcategory_id: number | null;
  default_budget_id: number | null;
  /** Credits minus debits of the live transactions; a bank balance adds the opening balance. */
  activity_total: ColumnType<number, number | undefined, number>;
  /** Live transactions that use the account. */
  transaction_count: ColumnType<number, number | undefined, number>;
}

export interface CategoriesTable {
  id: Generated<number>;
  family_id: number;
  name: string;
  /** The name folded for uniqueness (see nameKey). */
  name_key: string;
  income_category: ColumnType<Flag, Flag | undefined, Flag>;
  is_deleted: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: string;
}

export interface SubcategoriesTable {
  id: Generated<number>;
  family_id: number;
  category_id: number;
  name: string;
  /** The name folded for uniqueness (see nameKey). */
  name_key: string;
  is_deleted: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: string;
  /** Sum and count of the live transaction lines that use it, kept with every write. */
  line_total: ColumnType<number, number | undefined, number>;
  line_count: ColumnType<number, number | undefined, number>;
}

export interface BudgetsTable {
  id: Generated<number>;
  family_id: number;
  name: string;
  allowance_amount: number;
  start_date: string;
  end_date: string | null;
  budget_type_id: number;
  primary_account_id: number | null;
  start_day_number: ColumnType<number, number | undefined, number>;
  is_deleted: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: string;
  /** The name folded for uniqueness (see nameKey). */
  name_key: string;
  /** What is left at the end of a period (or overspent) adds to the next period's allowance. */
  carry_over: ColumnType<Flag, Flag | undefined, Flag>;
  /** The most a period may carry forward when it is under budget, in cents; null for no cap. */
  carry_over_cap: number | null;
  updated_at: string | null;
}

/** A budget's allowance from one period on, until a later change (the first is from period 1). */
export interface BudgetAllowancesTable {
  id: Generated<number>;
  family_id: number;
  budget_id: number;
  from_period: number;
  amount: number;
}

/**
 * What the lines naming a budget used on one day (payments and transfers add, deposits take back), kept by
 * the ledger writer with every write.
 */
export interface BudgetDayTotalsTable {
  family_id: number;
  budget_id: number;
  day: string;
  amount: number;
  line_count: number;
}

/** What the lines of one subcategory (0: none) and transaction type amount to on one day, kept by the ledger writer. */
export interface SubcategoryDayTotalsTable {
  family_id: number;
  day: string;
  subcategory_id: number;
  type_id: number;
  amount: number;
  line_count: number;
}

/** What one account was credited and debited by transactions of one type on one day, kept by the ledger writer. */
export interface AccountDayTotalsTable {
  family_id: number;
  account_id: number;
  day: string;
  type_id: number;
  credit_amount: number;
  debit_amount: number;
  transaction_count: number;
}

export interface TransactionsTable {
  id: Generated<number>;
  family_id: number;
  transaction_date: string;
  transaction_type_id: number;
  debit_account_id: number;
  credit_account_id: number;
  description: string;
  amount: number;
  is_deleted: ColumnType<Flag, Flag | undefined, Flag>;
  schedule_id: number | null;
  payment_number: number | null;
  created_at: string;
  updated_at: string;
}

export interface TransactionLinesTable {
  id: Generated<number>;
  family_id: number;
  transaction_id: number;
  line_number: number;
  amount: number;
  subcategory_id: number | null;
  budget_id: number | null;
}

export interface TagsTable {
  id: Generated<number>;
  family_id: number;
  name: string;
  /** The name folded for uniqueness (see nameKey). */
  name_key: string;
  deactivated: ColumnType<Flag, Flag | undefined, Flag>;
  use_validity_period: ColumnType<Flag, Flag | undefined, Flag>;
  valid_from: string | null;
  valid_to: string | null;
  created_at: string;
}

export interface TransactionTagsTable {
  transaction_id: number;
  tag_id: number;
}

export interface AttachmentsTable {
  id: Generated<number>;
  family_id: number;
  transaction_id: number;
  file_name: string;
  description: string;
  content_type: string;
  size: number;
  storage_key: string;
  uploaded_at: string;
}

export interface SchedulesTable {
  id: Generated<number>;
  family_id: number;
  recurrence_type_id: number;
  schedule_start: string;
  recurrence_end_type_id: number;
  schedule_end: string | null;
  number_of_transactions: number | null;
  description: string;
  transaction_type_id: number;
  subcategory_id: number | null;
  budget_id: number | null;
  debit_account_id: number;
  credit_account_id: number;
  amount: number;
  weekday_only_type_id: number;
  auto_pay: ColumnType<Flag, Flag | undefined, Flag>;
  auto_paid_through: ColumnType<number, number | undefined, number>;
  is_deleted: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: string;
  updated_at: string;
}

export interface ScheduleTagsTable {
  schedule_id: number;
  tag_id: number;
}

export interface ScheduleVariationsTable {
  id: Generated<number>;
  family_id: number;
  schedule_id: number;
  payment_number: number;
  kind: 'date' | 'amount' | 'skip';
  new_date: string | null;
  new_amount: number | null;
  continues: ColumnType<Flag, Flag | undefined, Flag>;
  description: string;
  created_at: string;
}

export interface ScenariosTable {
  id: Generated<number>;
  family_id: number;
  name: string;
  description: string;
  created_at: string;
}

export interface ScenarioSchedulesTable {
  scenario_id: number;
  schedule_id: number;
  amount: number;
}

export interface Database {
  families: FamiliesTable;
  users: UsersTable;
  email_validations: EmailValidationsTable;
  password_resets: PasswordResetsTable;
  invitations: InvitationsTable;
  accounts: AccountsTable;
  categories: CategoriesTable;
  subcategories: SubcategoriesTable;
  budgets: BudgetsTable;
  budget_allowances: BudgetAllowancesTable;
  budget_day_totals: BudgetDayTotalsTable;
  subcategory_day_totals: SubcategoryDayTotalsTable;
  account_day_totals: AccountDayTotalsTable;
  transactions: TransactionsTable;
  transaction_lines: TransactionLinesTable;
  tags: TagsTable;
  transaction_tags: TransactionTagsTable;
  attachments: AttachmentsTable;
  schedules: SchedulesTable;
  schedule_tags: ScheduleTagsTable;
  schedule_variations: ScheduleVariationsTable;
  scenarios: ScenariosTable;
  scenario_schedules: ScenarioSchedulesTable;
}

/** Tables whose rows belong to one family. */
export type FamilyTable = { [T in keyof Database]: Database[T] extends { family_id: number } ? T : never }[keyof Database];

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
