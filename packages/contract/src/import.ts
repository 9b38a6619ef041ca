import { z } from 'zod';
import { moneySchema } from './money-schema.js';

const id = z.number().int().positive();
const column = z.number().int().min(0, 'must be 0 or more').max(199, 'must be at most 199');
const named = z.object({ id: z.number(), name: z.string() });

/** The largest bank file an import takes, and the most rows. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;
/** The most files one import reads together, as one statement (their bytes together at most MAX_IMPORT_BYTES). */
export const MAX_IMPORT_FILES = 12;

/** Money into the account (in) or out of it (out). */
export const importDirectionSchema = z.enum(['in', 'out'], { error: 'must be in or out' });
export type ImportDirection = z.infer<typeof importDirectionSchema>;

/** What Confirm Match does with a row: nothing (imported before), link it, record it, or leave it out. */
export const importActionSchema = z.enum(['reconciled', 'match', 'create', 'skip']);
export type ImportAction = z.infer<typeof importActionSchema>;

/** The order of day, month and year in a file's numeric dates. */
export const importDateOrderSchema = z.enum(['DMY', 'MDY', 'YMD'], { error: 'must be DMY, MDY or YMD' });
export type ImportDateOrder = z.infer<typeof importDateOrderSchema>;

/** Where a CSV file's rows and columns are; columns count from 0. */
export const csvLayoutSchema = z.object({
  delimiter: z.enum([',', ';', '\t', '|'], { error: 'must be a comma, a semicolon, a tab or a bar' }),
  /** Records before the first row: a preamble and the headings. */
  skipRecords: z.number().int().min(0).max(1000),
  headerRecord: z.number().int().min(0).max(1000).nullable(),
  dateColumn: column,
  descriptionColumns: z.array(column).max(10),
  payeeColumn: column.nullable(),
  amountColumn: column.nullable(),
  debitColumn: column.nullable(),
  creditColumn: column.nullable(),
  referenceColumn: column.nullable(),
  dateOrder: z.enum(['DMY', 'MDY', 'YMD'], { error: 'must be DMY, MDY or YMD' }),
  decimalSeparator: z.enum(['.', ','], { error: 'must be a dot or a comma' }),
  /** The amount column counts money out as positive (as card statements do). */
  invertAmounts: z.boolean(),
  /**
   * A column saying which way each row's money went (Af/Bij, D/C, S/H, Debit/Credit; the amount column
   * itself for CR written after the amount): rows whose cell is one of outValues are money out.
   */
  directionColumn: column.nullable().default(null),
  /** Lower case, without punctuation; '' stands for an empty cell. */
  outValues: z.array(z.string().max(40)).max(20).default([]),
  /** A status column: rows whose cell is one of pendingValues are pending and left out. */
  statusColumn: column.nullable().default(null),
  pendingValues: z.array(z.string().max(40)).max(20).default([]),
  /** The day a row was started: a row with it and without a booking date is pending and left out. */
  startDateColumn: column.nullable().default(null),
  /** Amounts written in whole cents (`-18000` for 180.00), as some banks' exports do. */
  amountsInCents: z.boolean().default(false),
});
export type CsvLayout = z.infer<typeof csvLayoutSchema>;

/** A statement row as the bank wrote it, with what a new transaction made of it would be. */
export const importedTransactionSchema = z.object({
  date: z.string(),
  /** Above zero; direction says which way. */
  amount: z.number(),
  direction: importDirectionSchema,
  description: z.string(),
  payee: z.string().nullable(),
  /** The bank's own id of the row (FITID, entry reference), when the file has one. */
  bankId: z.string().nullable(),
  transactionTypeId: z.number(),
  /** The account a new transaction is with; null means a new third party named counterpartyName. */
  counterpartyId: z.number().nullable(),
  counterpartyName: z.string(),
  subCategoryId: z.number().nullable(),
  subCategoryName: z.string().nullable(),
  budgetId: z.number().nullable(),
  budgetName: z.string().nullable(),
  tags: z.array(named),
  /** The rules that matched the row. */
  rules: z.array(named),
});
export type ImportedTransaction = z.infer<typeof importedTransactionSchema>;

/** An existing transaction a row is (or could be) matched to, as the preview shows it. */
export const importMatchSchema = z.object({
  id: z.number(),
  date: z.string(),
  description: z.string(),
  amount: z.number(),
  direction: importDirectionSchema,
  transactionTypeId: z.number(),
  counterpartyName: z.string(),
  isReconciled: z.boolean(),
});
export type ImportMatch = z.infer<typeof importMatchSchema>;

/** The specification's import match row: importedTransaction, matchedTransaction and rawData. */
export const importRowSchema = z.object({
  rowNumber: z.number(),
  /** The line of the file where the row starts. */
  line: z.number(),
  /** The file the row is from, when several were read together; absent for one file. */
  file: z.string().optional(),
  action: importActionSchema,
  matchedBy: z.enum(['reference', 'payee', 'amount']).nullable(),
  importedTransaction: importedTransactionSchema,
  matchedTransaction: importMatchSchema.nullable(),
  /** The transactions the row could be (same amount and direction within three days), nearest first. */
  candidates: z.array(importMatchSchema),
  rawData: z.string(),
  note: z.string().nullable(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

/** A row's choice as kept with the preview, with the subcategory a created transaction is booked to. */
export const importRowChoiceSchema = z.object({
  rowNumber: z.number(),
  action: z.enum(['match', 'create', 'skip']),
  transactionId: z.number().nullable(),
  counterpartyId: z.number().nullable(),
  counterpartyName: z.string().nullable(),
  /** The person chose the subcategory (or chose none); otherwise it is the rules' or the account's. */
  subCategoryChosen: z.boolean(),
  subCategoryId: z.number().nullable(),
  /** "Category - Subcategory". */
  subCategoryName: z.string().nullable(),
});
export type ImportRowChoice = z.infer<typeof importRowChoiceSchema>;

export const importCountsSchema = z.object({
  total: z.number(),
  reconciled: z.number(),
  match: z.number(),
  create: z.number(),
  skip: z.number(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

/** A row of the file that could not be read, left out of the import. */
export const importSkippedRowSchema = z.object({
  line: z.number(),
  reason: z.string(),
  text: z.string(),
  /** The file, when several were read together; absent for one file. */
  file: z.string().optional(),
});
export type ImportSkippedRow = z.infer<typeof importSkippedRowSchema>;

/** A third party the preview proposes to create, and the rows (by rowNumber) it would be the account of. */
export const importNewThirdPartySchema = z.object({
  name: z.string(),
  rowNumbers: z.array(z.number()),
});
export type ImportNewThirdParty = z.infer<typeof importNewThirdPartySchema>;

export const importPreviewSchema = z.object({
  /** Names the preview kept on the server until it is confirmed or expires. */
  importId: z.string(),
  accountId: z.number(),
  accountName: z.string(),
  fileName: z.string(),
  /** CSV, OFX 1 (SGML), OFX 2 (XML), QFX, QIF or CAMT.053. */
  format: z.string(),
  /**
   * The files read together as one statement (one entry for a single file): each one's format, its rows,
   * and how many of them an earlier file already held (overlapping periods), counted once.
   */
  files: z
    .array(z.object({ name: z.string(), format: z.string(), rows: z.number(), duplicates: z.number() }))
    .default([]),
  expiresAt: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
  counts: importCountsSchema,
  rows: z.array(importRowSchema),
  /** Lines of the file left out, and why (a balance line without an amount, a pending entry). */
  skippedLines: z.array(z.object({ line: z.number(), reason: z.string(), file: z.string().optional() })),
  /**
   * Rows that could not be read (a date or an amount that is not one, a broken quote or tag), left out so
   * that the rest of the file is imported: the line where each starts, why, and what the file says there.
   */
  skippedRows: z.array(importSkippedRowSchema),
  /**
   * The third parties confirming would create, one per payee name (without payment codes, numbers and
   * references), with the rows that name each; none is created before Confirm Match.
   */
  newThirdParties: z.array(importNewThirdPartySchema),
  csv: z
    .object({
      layout: csvLayoutSchema,
      /** A heading per column: the file's own, or "Column 3". */
      headings: z.array(z.string()),
      /** The first rows' cells, to show what each column holds. */
      sample: z.array(z.array(z.string())),
      /** The known layout the file was recognised as (a bank's or an app's export), or null for a guess. */
      recognised: z.object({ id: z.string(), name: z.string() }).nullable().default(null),
    })
    .nullable(),
  /** The person's choices so far, one per row they changed; the other rows keep their proposal. */
  choices: z.array(importRowChoiceSchema),
  /** For QIF, which does not say how it writes dates: the order read (day/month/year, …), else null. */
  dateOrder: importDateOrderSchema.nullable().default(null),
  /** The orders that read every date of the file, when it leaves the order open: the person may choose. */
  dateOrderChoices: z.array(importDateOrderSchema).default([]),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** Reads a QIF preview's file again with the order of day, month and year the person chose. */
export const importDateOrderRequestSchema = z.object({ dateOrder: importDateOrderSchema });
export type ImportDateOrderRequest = z.infer<typeof importDateOrderRequestSchema>;

export const importLayoutRequestSchema = z.object({ layout: csvLayoutSchema });
export type ImportLayoutRequest = z.infer<typeof importLayoutRequestSchema>;

/** A change to one row's proposal; rows not named keep theirs. */
export const importDecisionSchema = z.object({
  rowNumber: z.number().int('must be a whole number').min(1, 'must be 1 or more'),
  action: z.enum(['match', 'create', 'skip'], { error: 'must be match, create or skip' }),
  /** With match: one of the row's candidates. */
  transactionId: id.nullable().optional(),
  /** With create: another account for the new transaction, or a name for a new third party. */
  counterpartyId: id.nullable().optional(),
  counterpartyName: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(100, 'must be at most 100 characters')
    .nullable()
    .optional(),
  /**
   * With create: the subcategory the new transaction is booked to, null for none; without it, the rules'
   * or the account's default.
   */
  subCategoryId: id.nullable().optional(),
});
export type ImportDecision = z.infer<typeof importDecisionSchema>;

/** Choices for some rows of a preview, kept until it is confirmed; each replaces the row's earlier one. */
export const saveImportChoicesRequestSchema = z.object({
  rows: z.array(importDecisionSchema).min(1, 'needs at least one row').max(MAX_IMPORT_ROWS),
});
export type SaveImportChoicesRequest = z.infer<typeof saveImportChoicesRequestSchema>;

export const confirmImportRequestSchema = z.object({
  rows: z.array(importDecisionSchema).max(MAX_IMPORT_ROWS).optional(),
});
export type ConfirmImportRequest = z.infer<typeof confirmImportRequestSchema>;

export const importResultSchema = z.object({
  accountId: z.number(),
  /** Rows linked to existing transactions, now reconciled. */
  linked: z.number(),
  /** Rows recorded as new transactions. */
  created: z.number(),
  /** Rows imported before, left as they were. */
  alreadyReconciled: z.number(),
  skipped: z.number(),
  thirdPartiesCreated: z.number(),
  dateFrom: z.string(),
  dateTo: z.string(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** A confirmed import names its preview's id. */
export const importBatchParams = z.object({ id: z.uuid({ error: 'must be the id of an import' }) });

/** A confirmed import that can still be taken back, with what taking it back would do now. */
export const confirmedImportSchema = z.object({
  importId: z.string(),
  accountId: z.number(),
  accountName: z.string(),
  fileName: z.string(),
  format: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
  confirmedAt: z.string(),
  /** The member who confirmed it (their first name and surname); null when they have left. */
  confirmedBy: z.string().nullable(),
  /** Transactions it created that are still there: taking it back deletes them. */
  toRemove: z.number(),
  /** Existing transactions it matched: taking it back unlinks them and keeps them. */
  toUnlink: z.number(),
});
export type ConfirmedImport = z.infer<typeof confirmedImportSchema>;

export const takeBackResultSchema = z.object({
  removed: z.number(),
  unlinked: z.number(),
  /** Third parties the import made that nothing else uses, deleted with it. */
  thirdPartiesRemoved: z.number(),
});
export type TakeBackResult = z.infer<typeof takeBackResultSchema>;

export const ruleMatchKindSchema = z.enum(['contains', 'startsWith', 'equals', 'pattern'], {
  error: 'must be contains, startsWith, equals or pattern',
});
export type RuleMatchKind = z.infer<typeof ruleMatchKindSchema>;

export const RULE_MATCH_KIND_NAMES: Record<RuleMatchKind, string> = {
  contains: 'Description contains',
  startsWith: 'Description starts with',
  equals: 'Description is',
  pattern: 'Description matches the pattern',
};

export const importRuleSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Rules apply in this order: the first that sets a thing sets it. */
  position: z.number(),
  matchKind: ruleMatchKindSchema,
  matchText: z.string(),
  minAmount: z.number().nullable(),
  maxAmount: z.number().nullable(),
  direction: importDirectionSchema.nullable(),
  accountId: z.number().nullable(),
  accountName: z.string().nullable(),
  subCategoryId: z.number().nullable(),
  subCategoryName: z.string().nullable(),
  categoryName: z.string().nullable(),
  budgetId: z.number().nullable(),
  budgetName: z.string().nullable(),
  tags: z.array(named),
});
export type ImportRule = z.infer<typeof importRuleSchema>;

const amountBound = moneySchema
  .refine((n) => n >= 0, 'must not be below zero')
  .nullable()
  .optional();

/** A rule as saved (with an id) or created (without), and as tested before saving. */
export const saveImportRuleRequestSchema = z
  .object({
    id: id.nullable().optional(),
    name: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
    matchKind: ruleMatchKindSchema,
    matchText: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
    minAmount: amountBound,
    maxAmount: amountBound,
    direction: importDirectionSchema.nullable().optional(),
    accountId: id.nullable().optional(),
    subCategoryId: id.nullable().optional(),
    budgetId: id.nullable().optional(),
    tagIds: z.array(id).max(20).nullable().optional(),
    /** Where the rule goes in the family's order; a new rule goes last. */
    position: z.number().int().min(1).max(10_000).nullable().optional(),
  })
  .refine((rule) => rule.minAmount == null || rule.maxAmount == null || rule.minAmount <= rule.maxAmount, {
    message: 'must not be above the largest amount',
    path: ['minAmount'],
  });
export type SaveImportRuleRequest = z.infer<typeof saveImportRuleRequestSchema>;

/** Every rule of the family, each once, in the order they are to apply. */
export const orderImportRulesRequestSchema = z.object({
  ruleIds: z.array(id).max(10_000),
});
export type OrderImportRulesRequest = z.infer<typeof orderImportRulesRequestSchema>;

/** An existing transaction a rule would take, and what the rule would change on it. */
export const ruleTestMatchSchema = z.object({
  id: z.number(),
  date: z.string(),
  description: z.string(),
  amount: z.number(),
  transactionTypeId: z.number(),
  counterpartyName: z.string(),
  isReconciled: z.boolean(),
  /** In words, such as "Subcategory: Food - Groceries"; empty when it would change nothing. */
  changes: z.array(z.string()),
});
export type RuleTestMatch = z.infer<typeof ruleTestMatchSchema>;

export const ruleTestResultSchema = z.object({
  /** How many of the family's transactions were read (the newest first). */
  scanned: z.number(),
  /** How many the rule takes; the list holds the newest of them. */
  matched: z.number(),
  transactions: z.array(ruleTestMatchSchema),
});
export type RuleTestResult = z.infer<typeof ruleTestResultSchema>;

export const applyRuleRequestSchema = z.object({
  transactionIds: z.array(id).min(1, 'needs at least one transaction').max(1000, 'can have at most 1000 transactions'),
});
export type ApplyRuleRequest = z.infer<typeof applyRuleRequestSchema>;

export const applyRuleResultSchema = z.object({
  updated: z.number(),
  /** Already as the rule would make them. */
  unchanged: z.number(),
  /**
   * Kept for older clients: always 0, since a rule's changes (third party, subcategory, budget, tags) are
   * the family's to make on a reconciled transaction too.
   */
  reconciledKept: z.number(),
});
export type ApplyRuleResult = z.infer<typeof applyRuleResultSchema>;

/** A CSV layout the family saved under a name, with the headings of the file it was made for. */
export const savedCsvLayoutSchema = z.object({
  id,
  name: z.string(),
  headings: z.array(z.string()),
  layout: csvLayoutSchema,
  updatedAt: z.string(),
});
export type SavedCsvLayout = z.infer<typeof savedCsvLayoutSchema>;

const layoutName = z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters');
const layoutHeadings = z.array(z.string().max(200, 'must be at most 200 characters')).max(200);

/** Saves a layout under its name (replacing one of that name), and makes it the account's when one is named. */
export const saveCsvLayoutRequestSchema = z.object({
  name: layoutName,
  headings: layoutHeadings,
  layout: csvLayoutSchema,
  accountId: id.nullable().default(null),
});
export type SaveCsvLayoutRequest = z.input<typeof saveCsvLayoutRequestSchema>;

/** The file saved layouts are exported to and imported from. */
export const csvLayoutFileSchema = z.object({
  format: z.literal('hearth-csv-layouts', { error: 'must be "hearth-csv-layouts": this is not a file of layouts' }),
  version: z.literal(1, { error: 'must be 1' }),
  layouts: z
    .array(z.object({ name: layoutName, headings: layoutHeadings, layout: csvLayoutSchema }))
    .max(200, 'must hold at most 200 layouts'),
});
export type CsvLayoutFile = z.infer<typeof csvLayoutFileSchema>;

export const csvLayoutImportResultSchema = z.object({ added: z.number(), replaced: z.number() });
export type CsvLayoutImportResult = z.infer<typeof csvLayoutImportResultSchema>;
