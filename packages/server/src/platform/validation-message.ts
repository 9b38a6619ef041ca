interface ValidationIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

const ARTICLES: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

/** Fields whose label on screen is not simply their name in words. */
const LABELS: Record<string, string> = {
  firstname: 'First name',
  surname: 'Surname',
  username: 'E-mail',
  email: 'E-mail',
  confirmPassword: 'Retype password',
  timezoneId: 'Time zone',
  transactionDate: 'Date',
  transactionTypeId: 'Transaction type',
  debitAccountId: 'Debit account',
  creditAccountId: 'Credit account',
  subCategoryId: 'Subcategory',
  subcategoryId: 'Subcategory',
  defaultSubCategoryId: 'Default subcategory',
  defaultSubcategoryId: 'Default subcategory',
  IncomeCategory: 'Income category',
  IncluedDeactivated: 'Include inactive',
  tagIds: 'Tags',
  transactionIds: 'Chosen transactions',
  transactionLines: 'A transaction',
  transactionAmount: 'New amount',
  scheduleStart: 'Starting date',
  scheduleEnd: 'Final payment date',
  numberOfTransactions: 'Number of payments',
  recurrenceTypeId: 'Recurrence',
  recurrenceEndTypeId: 'Ends',
  weekdayOnlyTypeId: 'Weekend payments',
  limitResultCount: 'Number of results',
  historicDaysFromNow: 'Number of days',
  allowanceAmount: 'Allowance',
  budgetTypeId: 'Budget type',
  primaryAccountId: 'Primary account',
  formFile: 'File',
  volumeOwned: 'Volume',
  investmentTypeId: 'Type',
  InvestmentChartPeriod: 'Period',
  investmentChartPeriod: 'Period',
  id: 'The record number',
};

/** A field's name in words: openingBalance is 'Opening balance', defaultBudgetId 'Default budget'. */
function inWords(name: string): string {
  const label = LABELS[name];
  if (label) return label;
  const words = name
    .replace(/Id$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * How a message names a field: by the label a person sees on the screen (Opening balance, Debit account),
 * with the line it is on for a field of a list (Amount of line 2), or the part of the request when the whole
 * part is at fault.
 */
export function fieldLabel(path: readonly (string | number)[], part: string): string {
  const names = path.filter((key): key is string => typeof key === 'string');
  const name = names.at(-1);
  if (!name) return part === 'body' ? 'The request body' : part === 'params' ? 'The address' : `The ${part}`;
  const label = inWords(name);
  const index = path.findLastIndex((key) => typeof key === 'number');
  const listIndex = path[index];
  if (typeof listIndex === 'number' && index < path.length - 1) return `${label} of line ${listIndex + 1}`;
  if (typeof listIndex === 'number') return `${label}: item ${listIndex + 1}`;
  return part === 'params' ? `${label} in the address` : label;
}

/** Turns schema validation issues into one sentence that names each field and what is wrong with it. */
export function describeValidationIssues(issues: ValidationIssue[], part: string): string {
  const sentences = issues.slice(0, 5).map((issue) => {
    const path = (issue.instancePath ?? '')
      .split('/')
      .filter(Boolean)
      .map((key) => (/^\d+$/.test(key) ? Number(key) : key));
    const subject = fieldLabel(path, part);
    const message = issue.message ?? 'is not valid';
    if (issue.keyword === 'invalid_type') {
      if (/received undefined/.test(message)) return `${subject} is required`;
      const expected = String(issue.params?.expected ?? '');
      return `${subject} must be ${ARTICLES[expected] ?? expected}`;
    }
    if (issue.keyword === 'unrecognized_keys') {
      const keys = Array.isArray(issue.params?.keys) ? issue.params.keys.join(', ') : '';
      return `${subject} has unknown fields: ${keys}`;
    }
    return /^[a-z]/.test(message) ? `${subject} ${message}` : `${subject}: ${message}`;
  });
  return `${sentences.join('; ')}.`;
}
