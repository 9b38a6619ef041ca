import { fromCents, toCents, type Account } from '@hearth/contract';

/** One split line being edited. `key` tells React which row is which while lines come and go. */
export interface DraftLine {
  key: number;
  /** The stored line's id; null for a line not saved yet. */
  id: number | null;
  amount: number | null;
  categoryId: number | null;
  subCategoryId: number | null;
  budgetId: number | null;
}

export function blankLine(key = 1): DraftLine {
  return { key, id: null, amount: null, categoryId: null, subCategoryId: null, budgetId: null };
}

/** The transaction's amount: the sum of its lines, in exact cents (0.1 + 0.2 is 0.3 here). */
export function linesTotal(lines: readonly Pick<DraftLine, 'amount'>[]): number {
  return fromCents(lines.reduce((sum, line) => sum + (line.amount === null ? 0 : toCents(line.amount)), 0));
}

/** Adds an empty split line that inherits the previous line's category and subcategory. */
export function addSplitLine(lines: readonly DraftLine[]): DraftLine[] {
  const previous = lines[lines.length - 1];
  const key = lines.reduce((max, line) => Math.max(max, line.key), 0) + 1;
  return [
    ...lines,
    { ...blankLine(key), categoryId: previous?.categoryId ?? null, subCategoryId: previous?.subCategoryId ?? null },
  ];
}

/** The first line stays: a transaction always has one. */
export function canRemoveLine(index: number): boolean {
  return index > 0;
}

export function removeLine(lines: readonly DraftLine[], index: number): DraftLine[] {
  if (!canRemoveLine(index)) return [...lines];
  return lines.filter((_, i) => i !== index);
}

export function updateLine(
  lines: readonly DraftLine[],
  index: number,
  change: Partial<Omit<DraftLine, 'key'>>,
): DraftLine[] {
  return lines.map((line, i) => (i === index ? { ...line, ...change } : line));
}

type AccountDefaults = Pick<Account, 'defaultSubCategoryId' | 'defaultCategoryId' | 'defaultBudgetId'>;

/**
 * Picking an account on a one-line transaction copies the account's default subcategory, category and
 * budget to the line, when the account has a default subcategory. Split transactions are left alone:
 * which of their lines the default would belong to is anyone's guess.
 */
export function applyAccountDefaults(lines: readonly DraftLine[], account: AccountDefaults | null): DraftLine[] {
  const [only] = lines;
  if (!account || !account.defaultSubCategoryId || lines.length !== 1 || !only) return [...lines];
  return [
    {
      ...only,
      subCategoryId: account.defaultSubCategoryId,
      categoryId: account.defaultCategoryId,
      budgetId: account.defaultBudgetId,
    },
  ];
}
