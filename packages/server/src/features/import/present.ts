import type { ImportCounts, ImportDecision, ImportMatch, ImportPreview, ImportRow } from '@hearth/contract';
import { fromCents } from '@hearth/contract/plain';
import type { PreviewRow } from '../../domain/import/preview.js';
import { FORMAT_NAMES } from '../../domain/import/statement.js';
import type { Batch } from './batches.js';
import { presentChoices } from './choice-view.js';
import { proposedThirdParties } from './payee-review.js';
import type { ReferenceNames } from './rules-service.js';

export function countActions(rows: Pick<PreviewRow, 'action'>[]): ImportCounts {
  const counts: ImportCounts = { total: rows.length, reconciled: 0, match: 0, create: 0, skip: 0 };
  for (const row of rows) counts[row.action] += 1;
  return counts;
}

/**
 * A kept preview as the API answers it, in two parts: everything but the rows, and a function that
 * presents one row (with its match, its candidates and its text), so that a long preview can be written
 * out a slice of rows at a time (statement-workshop.ts) rather than all at once.
 */
export function previewPresenter(
  batch: Omit<Batch, 'choices'>,
  names: ReferenceNames,
  ruleNames: Map<number, string>,
  choices: ImportDecision[],
): { head: Omit<ImportPreview, 'rows'>; rowOf: (row: PreviewRow) => ImportRow } {
  const { preview } = batch;
  const matches = new Map(preview.matches.map((match) => [match.id, match]));
  const matchOf = (id: number | null): ImportMatch | null => (id === null ? null : (matches.get(id) ?? null));
  const dates = preview.rows.map((row) => row.date).sort();
  const rowOf = (row: PreviewRow): ImportRow => {
    const subcategory = row.subcategoryId === null ? undefined : names.subcategories.get(row.subcategoryId);
    return {
      rowNumber: row.rowNumber,
      line: row.line,
      ...(row.file ? { file: row.file } : {}),
      action: row.action,
      matchedBy: row.matchedBy,
      importedTransaction: {
        date: row.date,
        amount: fromCents(Math.abs(row.amount)),
        direction: row.amount < 0 ? 'out' : 'in',
        description: row.description,
        payee: row.payee,
        bankId: row.bankId,
        transactionTypeId: row.transactionTypeId,
        counterpartyId: row.counterpartyId,
        counterpartyName: row.counterpartyName,
        subCategoryId: row.subcategoryId,
        subCategoryName: subcategory ? `${subcategory.categoryName} - ${subcategory.name}` : null,
        budgetId: row.budgetId,
        budgetName: row.budgetId === null ? null : (names.budgets.get(row.budgetId)?.name ?? null),
        tags: row.tagIds.map((id) => ({ id, name: names.tags.get(id)?.name ?? '' })),
        rules: row.ruleIds.map((id) => ({ id, name: ruleNames.get(id) ?? '' })),
      },
      matchedTransaction: row.action === 'create' || row.action === 'skip' ? null : matchOf(row.matchedId),
      candidates: row.candidateIds.map(matchOf).filter((match): match is ImportMatch => match !== null),
      rawData: row.raw,
      note: row.note,
    };
  };
  const head = {
    importId: batch.id,
    accountId: preview.accountId,
    accountName: preview.accountName,
    fileName: preview.fileName,
    format: FORMAT_NAMES[preview.format],
    files: (
      preview.files ?? [{ name: preview.fileName, format: preview.format, rows: preview.rows.length, duplicates: 0 }]
    ).map((file) => ({ ...file, format: FORMAT_NAMES[file.format] })),
    expiresAt: batch.expiresAt,
    dateFrom: dates[0] ?? '',
    dateTo: dates[dates.length - 1] ?? '',
    counts: countActions(preview.rows),
    skippedLines: preview.skipped,
    skippedRows: preview.unreadable ?? [],
    newThirdParties: proposedThirdParties(preview.rows),
    csv: preview.csv,
    choices: presentChoices(preview.rows, choices, names),
    dateOrder: preview.dateOrder?.order ?? null,
    dateOrderChoices: preview.dateOrder?.choices ?? [],
  };
  return { head, rowOf };
}
