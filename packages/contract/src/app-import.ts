import { z } from 'zod';

/** The apps whose exports Hearth reads (docs/app-imports.md). */
export const sourceAppSchema = z.enum(['actual', 'ynab', 'firefly'], { error: 'must be actual, ynab or firefly' });
export type SourceAppId = z.infer<typeof sourceAppSchema>;

export const SOURCE_APP_LABELS: Record<SourceAppId, string> = {
  actual: 'Actual Budget',
  ynab: 'YNAB',
  firefly: 'Firefly III',
};

/** The largest export file an app import takes, and the most it may unpack to (a zip is read whole in memory). */
export const MAX_APP_IMPORT_BYTES = 40 * 1024 * 1024;
export const MAX_APP_IMPORT_UNPACKED_BYTES = 200 * 1024 * 1024;
/** The most transactions one app import books. */
export const MAX_APP_IMPORT_TRANSACTIONS = 200_000;

/** How many of a kind of record the file holds, and how many of them are new to the family. */
const countSchema = z.object({ inFile: z.number().int(), toCreate: z.number().int() });

export const appImportLeftOutSchema = z.object({ what: z.string(), count: z.number().int(), reason: z.string() });

export const appImportAccountSchema = z.object({
  name: z.string(),
  /** The opening balance the file gives, a decimal; it is set only on an account the import creates. */
  openingBalance: z.number(),
  openingDate: z.string().nullable(),
  isNew: z.boolean(),
});

/** What an import of the file would do, computed without writing anything. */
export const appImportPreviewSchema = z.object({
  app: sourceAppSchema,
  fileName: z.string(),
  budgetName: z.string().nullable(),
  accounts: countSchema,
  thirdParties: countSchema,
  categories: countSchema,
  subcategories: countSchema,
  tags: countSchema,
  /** Monthly budgets made from the app's plan (one per category it budgeted). */
  budgets: countSchema,
  transactions: countSchema,
  /** Of the transactions, how many are transfers made of the app's two sides. */
  transfers: countSchema,
  /** Transactions a former import of the same export brought already: left alone. */
  alreadyImported: z.number().int(),
  accountList: z.array(appImportAccountSchema),
  leftOut: z.array(appImportLeftOutSchema),
  dateFrom: z.string().nullable(),
  dateTo: z.string().nullable(),
});
export type AppImportPreview = z.infer<typeof appImportPreviewSchema>;

/** What a confirmed import wrote. */
export const appImportResultSchema = z.object({
  app: sourceAppSchema,
  accountsCreated: z.number().int(),
  thirdPartiesCreated: z.number().int(),
  categoriesCreated: z.number().int(),
  subcategoriesCreated: z.number().int(),
  tagsCreated: z.number().int(),
  budgetsCreated: z.number().int(),
  transactionsCreated: z.number().int(),
  transfersCreated: z.number().int(),
  alreadyImported: z.number().int(),
});
export type AppImportResult = z.infer<typeof appImportResultSchema>;
