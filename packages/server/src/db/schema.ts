import type { TransactionTypeId } from '@hearth/contract';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Flags are stored as 0/1 integers in both dialects, so that one set of queries serves SQLite and PostgreSQL. */
export type Flag = 0 | 1;

export interface FamiliesTable {
  id: Generated<number>;
  name: string;
  data_version: Generated<number>;
  created_at: string;
  /** ISO 4217: how the family's money is written (docs/money.md). */
  currency_code: Generated<string>;
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
  /** No longer read: sessions (the sessions table) end tokens now; kept for databases that have it. */
  token_version: Generated<number>;
  created_at: string;
  /** A new address waiting for its validation link; until then `email` signs in and receives PINs. */
  pending_email: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set when an Admin removed the member or they left: the row stays for what they entered. */
  removed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The address a removed member had, shown beside what they entered; `email` is set free. */
  former_email: ColumnType<string | null, string | null | undefined, string | null>;
  /** The TOTP secret, encrypted at rest (platform/encryption); null while two-factor sign-in is off. */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** A secret being set up, until a first code confirms it. */
  totp_pending_secret: ColumnType<string | null, string | null | undefined, string | null>;
  totp_enabled_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The last 30-second step whose code was accepted: a code works once. */
  totp_last_step: ColumnType<number, number | undefined, number>;
}

export interface SessionsTable {
  /** Unguessable: the token's `sid` claim. */
  id: string;
  user_id: number;
  family_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ended_at: string | null;
  ended_reason: string | null;
  user_agent: string;
  ip_address: string;
  second_factor: string | null;
  confirmed_at: string;
}

export interface ThrottlesTable {
  key: string;
  window_start: string;
  count: number;
  locked_until: string | null;
}

export interface SecurityEventsTable {
  id: Generated<number>;
  family_id: number;
  user_id: number | null;
  actor_user_id: number | null;
  kind: string;
  detail: string;
  ip_address: string;
  user_agent: string;
  created_at: string;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

export interface PasskeysTable {
  id: Generated<number>;
  user_id: number;
  /** base64url */
  credential_id: string;
  /** base64url of the COSE public key */
  public_key: string;
  counter: ColumnType<number, number | undefined, number>;
  /** Comma-separated authenticator transports. */
  transports: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export interface WebauthnChallengesTable {
  id: string;
  user_id: number | null;
  /** register or sign-in */
  purpose: string;
  challenge: string;
  expires_at: string;
}

export interface EmailValidationsTable {
  id: string;
  user_id: number;
  /** The address the link validates, when it is a change of address (users.pending_email). */
  email: ColumnType<string | null, string | null | undefined, string | null>;
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

/** A live transaction with a line naming the budget, on the transaction's day; kept by the ledger writer. */
export interface BudgetTransactionsTable {
  family_id: number;
  budget_id: number;
  day: string;
  transaction_id: number;
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
  /**
   * One of the contract's types when read. A write takes any number only because the API tests' bulk
   * insert (test/bulk-ledger.ts) builds its rows with a plain number; the ledger writer writes a
   * TransactionTypeId.
   */
  transaction_type_id: ColumnType<TransactionTypeId, number, number>;
  debit_account_id: number;
  credit_account_id: number;
  description: string;
  amount: number;
  is_deleted: ColumnType<Flag, Flag | undefined, Flag>;
  schedule_id: number | null;
  payment_number: number | null;
  created_at: string;
  updated_at: string;
  /** Matched to or created from a bank statement row; changing or deleting it needs an unlock first. */
  is_reconciled: ColumnType<Flag, Flag | undefined, Flag>;
  /** A bank connection reported it as pending: not booked yet (features/connections). */
  is_pending: ColumnType<Flag, Flag | undefined, Flag>;
  /** When it was deleted: it can be restored for RESTORE_WINDOW_DAYS after (contract undo.ts). */
  deleted_at: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** Kept by the ledger writer: the sum and count of the live transactions that carry the tag. */
  transaction_total: ColumnType<number, number | undefined, number>;
  transaction_count: ColumnType<number, number | undefined, number>;
}

/** What the live transactions carrying one tag amount to on one day, kept by the ledger writer. */
export interface TagDayTotalsTable {
  family_id: number;
  tag_id: number;
  day: string;
  amount: number;
  transaction_count: number;
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
  /** When the file was removed from storage, its transaction's delete being final. */
  purged_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A bulk update or a subcategory merge that can be undone (features/undo). */
export interface UndoActionsTable {
  id: Generated<number>;
  family_id: number;
  user_id: number | null;
  kind: string;
  summary: string;
  /** JSON: what the change set. */
  payload: string;
  created_at: string;
  undone_at: ColumnType<string | null, string | null | undefined, string | null>;
  undone_by_user_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One change to a record: who, when, how and what changed from what to what (features/history). */
export interface ChangeHistoryTable {
  id: Generated<number>;
  family_id: number;
  /** transaction, account, budget, schedule, category or subcategory. */
  entity: string;
  entity_id: number;
  at: string;
  user_id: number | null;
  action: string;
  /** JSON: [{ field, from, to }]. */
  changes: string;
}

/** A transaction a bulk update changed (with its values before), or a line a merge moved. */
export interface UndoActionItemsTable {
  id: Generated<number>;
  undo_id: number;
  family_id: number;
  transaction_id: number;
  line_number: number | null;
  /** JSON: a bulk update's values before. */
  before_values: string | null;
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
  transaction_type_id: TransactionTypeId;
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
  /** Cents every payment comes to in the scenario; null keeps the schedule's own amounts. */
  amount: number | null;
  /** No payment on or after this day in the scenario. */
  stop_date: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A schedule that exists only in a scenario. */
export interface ScenarioHypotheticalSchedulesTable {
  id: Generated<number>;
  family_id: number;
  scenario_id: number;
  recurrence_type_id: number;
  schedule_start: string;
  recurrence_end_type_id: number;
  schedule_end: string | null;
  number_of_transactions: number | null;
  description: string;
  transaction_type_id: TransactionTypeId;
  subcategory_id: number | null;
  debit_account_id: number;
  credit_account_id: number;
  amount: number;
  weekday_only_type_id: number;
  created_at: string;
  updated_at: string;
}

/** A bank's id of a statement row (FITID, entry reference, or one derived from the row) linked to a transaction. */
export interface BankLinksTable {
  id: Generated<number>;
  family_id: number;
  account_id: number;
  transaction_id: number;
  reference: string;
  created_at: string;
}

/** An uploaded bank file's preview, kept until it is confirmed or expires. */
export interface ImportBatchesTable {
  id: string;
  family_id: number;
  account_id: number;
  file_name: string;
  format: string;
  /** The file's text, for CSV only: a changed column layout reads it again. */
  source: string | null;
  /** The preview rows as JSON. */
  preview: string;
  created_at: string;
  expires_at: string;
  /** The person's choice per row, as JSON by row number (features/import/choices.ts). */
  choices: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A confirmed import, kept so that it can be taken back whole (features/import/take-back.ts). */
export interface ConfirmedImportsTable {
  /** The preview's id. */
  id: string;
  family_id: number;
  account_id: number;
  file_name: string;
  format: string;
  date_from: string;
  date_to: string;
  confirmed_at: string;
  confirmed_by_user_id: number | null;
  /** JSON list of the third parties the import made. */
  third_party_ids: string;
  undone_at: ColumnType<string | null, string | null | undefined, string | null>;
  undone_by_user_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A transaction a confirmed import created, linked to a statement row, or marked reconciled again. */
export interface ConfirmedImportItemsTable {
  id: Generated<number>;
  import_id: string;
  family_id: number;
  transaction_id: number;
  kind: 'created' | 'linked' | 'relinked';
  /** The bank id linked on the imported account; null for relinked. */
  reference: string | null;
  was_reconciled: Flag;
}

/** A rule that sets what imported rows become: the first matching rule sets each thing it names. */
export interface ImportRulesTable {
  id: Generated<number>;
  family_id: number;
  name: string;
  position: number;
  match_kind: string;
  match_text: string;
  min_amount: number | null;
  max_amount: number | null;
  /** 'in', 'out' or null for either. */
  direction: string | null;
  account_id: number | null;
  subcategory_id: number | null;
  budget_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface ImportRuleTagsTable {
  rule_id: number;
  tag_id: number;
}

/** A payee name as a bank writes it (folded), learnt from confirmed imports, and the account it stands for. */
export interface PayeeAliasesTable {
  id: Generated<number>;
  family_id: number;
  payee_key: string;
  account_id: number;
  created_at: string;
}

/** The CSV column layout last used for an account's files, as JSON. */
export interface ImportCsvLayoutsTable {
  account_id: number;
  family_id: number;
  layout: string;
  updated_at: string;
}

/** A family's named CSV layout (JSON of the layout and its headings). */
export interface ImportSavedLayoutsTable {
  id: Generated<number>;
  family_id: number;
  name: string;
  layout: string;
  updated_at: string;
}

/** A family's holding of a cryptocurrency or a commodity. */
export interface InvestmentsTable {
  id: Generated<number>;
  family_id: number;
  name: string;
  name_key: string;
  /** 1 Cryptocurrency, 2 Commodity. */
  investment_type_id: number;
  /** The asset as its price provider names it (bitcoin, XAU). */
  code: string;
  /** The code as the person typed it (BTC), shown back to them; null for holdings saved before it was kept. */
  typed_code: string | null;
  /** Whole units of 0.00000001, at most 9e15 (exact as a number); with purchases, their net total. */
  volume: number;
  created_at: string;
  updated_at: string;
}

/** A buy (volume above zero) or a sale (below zero) of a holding, at a price per unit. */
export interface InvestmentPurchasesTable {
  id: Generated<number>;
  family_id: number;
  investment_id: number;
  purchase_date: string;
  /** Signed units of 0.00000001. */
  volume: number;
  /** Micro-cents (units of $0.00000001) per unit. */
  price: number;
  created_at: string;
}

/** A price a family entered by hand for an asset no provider prices (its own quotes, seen by no other family). */
export interface InvestmentQuotesTable {
  family_id: number;
  investment_type_id: number;
  code: string;
  /** Seconds since 1970 (UTC): charts bucket quotes by integer division. */
  quoted_at: number;
  /** Micro-cents per unit. */
  price: number;
}

/** A provider's price of an asset at a moment: public market data, shared by every family that holds it. */
export interface MarketQuotesTable {
  investment_type_id: number;
  code: string;
  quoted_at: number;
  price: number;
}

/** The last good provider price of each asset held, and how the provider's last answer went. */
export interface MarketPricesTable {
  investment_type_id: number;
  code: string;
  name: string | null;
  symbol: string | null;
  price: number | null;
  quoted_at: number | null;
  /** The provider's own percentage changes, used where the stored history does not reach back. */
  change_1h: number | null;
  change_24h: number | null;
  change_7d: number | null;
  checked_at: number | null;
  /** Why the last request for this asset failed; null after a good answer. */
  failure: string | null;
}

/** A family's connection to a bank-data provider (features/connections). */
export interface BankConnectionsTable {
  id: Generated<number>;
  family_id: number;
  provider: string;
  name: string;
  /** Sealed with the encryption key; never sent to the browser. */
  credentials: string;
  state: string;
  /** JSON: the accounts the provider offered at the last look. */
  offered_accounts: string;
  last_sync_at: string | null;
  last_error: string | null;
  consent_expires_at: string | null;
  /** The consent end the Admins were last mailed about (Enable Banking). */
  consent_reminded_for: string | null;
  /** The bank an Enable Banking connection reads; null for SimpleFIN. */
  bank_name: string | null;
  bank_country: string | null;
  sync_started_at: string | null;
  retry_after: string | null;
  created_at: string;
}

/** A bank account of a connection linked to a Hearth bank account. */
export interface BankConnectionLinksTable {
  id: Generated<number>;
  family_id: number;
  connection_id: number;
  remote_account_id: string;
  remote_name: string;
  account_id: number;
  start_date: string;
  last_synced_day: string | null;
  /** The bank's reported balance, in cents. */
  bank_balance: number | null;
  bank_balance_at: string | null;
  last_error: string | null;
  created_at: string;
}

/** A pending transaction a sync recorded, by the provider's id. */
export interface BankPendingTransactionsTable {
  id: Generated<number>;
  family_id: number;
  account_id: number;
  remote_id: string;
  transaction_id: number;
  last_seen_at: string;
}

/** A family's own application at a bank-data provider (Enable Banking), sealed. */
export interface BankProviderApplicationsTable {
  id: Generated<number>;
  family_id: number;
  provider: string;
  /** Sealed with the encryption key; never sent to the browser. */
  credentials: string;
  updated_at: string;
}

/** A bank consent under way: the hash of its state, for whom, and until when. */
export interface BankAuthorisationsTable {
  id: Generated<number>;
  family_id: number;
  user_id: number;
  state_hash: string;
  /** The connection being renewed; null for a new connection. */
  connection_id: number | null;
  bank_name: string;
  bank_country: string;
  expires_at: string;
}

export interface BankSyncNoticesTable {
  id: Generated<number>;
  family_id: number;
  message: string;
  created_at: string;
}

/** One backup of the whole server (features/backups): no family's data, only times, sizes and states. */
export interface BackupsTable {
  id: Generated<number>;
  /** requested, running, verified or failed. */
  state: string;
  /** schedule, admin or command. */
  trigger: string;
  requested_at: string;
  started_at: string | null;
  finished_at: string | null;
  /** The folder's name inside BACKUP_DIR. */
  folder: string | null;
  size_bytes: number | null;
  error: string | null;
  /** When rotation (BACKUP_KEEP) removed the folder. */
  removed_at: string | null;
}

export interface Database {
  families: FamiliesTable;
  users: UsersTable;
  email_validations: EmailValidationsTable;
  password_resets: PasswordResetsTable;
  invitations: InvitationsTable;
  sessions: SessionsTable;
  throttles: ThrottlesTable;
  security_events: SecurityEventsTable;
  recovery_codes: RecoveryCodesTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  accounts: AccountsTable;
  categories: CategoriesTable;
  subcategories: SubcategoriesTable;
  budgets: BudgetsTable;
  budget_allowances: BudgetAllowancesTable;
  budget_day_totals: BudgetDayTotalsTable;
  budget_transactions: BudgetTransactionsTable;
  subcategory_day_totals: SubcategoryDayTotalsTable;
  account_day_totals: AccountDayTotalsTable;
  transactions: TransactionsTable;
  transaction_lines: TransactionLinesTable;
  tags: TagsTable;
  transaction_tags: TransactionTagsTable;
  tag_day_totals: TagDayTotalsTable;
  attachments: AttachmentsTable;
  undo_actions: UndoActionsTable;
  undo_action_items: UndoActionItemsTable;
  change_history: ChangeHistoryTable;
  backups: BackupsTable;
  bank_connections: BankConnectionsTable;
  bank_connection_links: BankConnectionLinksTable;
  bank_pending_transactions: BankPendingTransactionsTable;
  bank_sync_notices: BankSyncNoticesTable;
  bank_provider_applications: BankProviderApplicationsTable;
  bank_authorisations: BankAuthorisationsTable;
  schedules: SchedulesTable;
  schedule_tags: ScheduleTagsTable;
  schedule_variations: ScheduleVariationsTable;
  scenarios: ScenariosTable;
  scenario_schedules: ScenarioSchedulesTable;
  scenario_hypothetical_schedules: ScenarioHypotheticalSchedulesTable;
  investments: InvestmentsTable;
  investment_purchases: InvestmentPurchasesTable;
  investment_quotes: InvestmentQuotesTable;
  market_quotes: MarketQuotesTable;
  market_prices: MarketPricesTable;
  bank_links: BankLinksTable;
  import_batches: ImportBatchesTable;
  import_rules: ImportRulesTable;
  import_rule_tags: ImportRuleTagsTable;
  payee_aliases: PayeeAliasesTable;
  import_csv_layouts: ImportCsvLayoutsTable;
  import_saved_layouts: ImportSavedLayoutsTable;
  confirmed_imports: ConfirmedImportsTable;
  confirmed_import_items: ConfirmedImportItemsTable;
}

/** Tables whose rows belong to one family. */
export type FamilyTable = {
  [T in keyof Database]: Database[T] extends { family_id: number } ? T : never;
}[keyof Database];

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
