import type { FamilyRestoreResult } from '@hearth/contract';

/** What each kind of the export is called on screen. */
const KIND_LABELS: Record<string, string> = {
  accounts: 'Accounts and third parties',
  categories: 'Categories',
  subcategories: 'Subcategories',
  tags: 'Tags',
  budgets: 'Budgets',
  budgetAllowances: 'Budget allowance changes',
  schedules: 'Schedules',
  scheduleTags: 'Schedule tags',
  scheduleVariations: 'Schedule changes',
  scenarios: 'Scenarios',
  scenarioSchedules: 'Schedules in scenarios',
  hypotheticalSchedules: 'Scenario-only schedules',
  transactions: 'Transactions',
  transactionLines: 'Transaction lines',
  transactionTags: 'Transaction tags',
  attachments: 'Attachments',
  bankLinks: 'Bank statement links',
  payeeAliases: 'Payee names from banks',
  importRules: 'Import rules',
  importRuleTags: 'Import rule tags',
  savedLayouts: 'Saved CSV layouts',
  accountLayouts: 'CSV layouts of accounts',
  investments: 'Investments',
  investmentPurchases: 'Investment purchases',
  ownPrices: 'Prices entered by hand',
  history: 'History entries',
};

/** The kinds a restore brought back, named for people, leaving out the ones it had none of. */
export function restoredRows(result: FamilyRestoreResult): { label: string; count: number }[] {
  return result.restored
    .filter((kind) => kind.count > 0)
    .map((kind) => ({ label: KIND_LABELS[kind.kind] ?? kind.kind, count: kind.count }));
}
