import { useMemo } from 'react';
import { Group, Stack, Title } from '@mantine/core';
import type { CategoryAmountRow } from '@hearth/contract';
import { CsvButton } from './csv-button';
import { reportCsv, type ReportColumn } from './report-columns';
import { rowsOfSide, type ReportSide } from './report-sides';
import { ReportTable } from './report-table';

const COLUMNS: ReportColumn<CategoryAmountRow>[] = [
  { heading: 'Subcategory', format: 'text', value: (row) => row.subcategory, kind: 'title' },
  { heading: 'Amount', format: 'money', value: (row) => row.amount, kind: 'amount' },
  { heading: 'Category', format: 'text', value: (row) => row.category, kind: 'detail' },
  { heading: 'Kind', format: 'text', value: (row) => (row.incomeCategory ? 'Income' : 'Spending'), kind: 'detail' },
];

const rowKey = (row: CategoryAmountRow) =>
  `${row.categoryId ?? 'none'}-${row.subCategoryId ?? 'none'}-${row.subcategory}`;

interface CategoryAmountRowsProps {
  /** The report's rows, of both sides. */
  rows: readonly CategoryAmountRow[];
  side: ReportSide;
  fileName: string;
}

/**
 * Every subcategory of one side over the period, those at $0.00 or below (refunds) included, which the pie
 * cannot show. The CSV keeps the Kind column, so that a downloaded file still says which side it holds.
 */
export function CategoryAmountRows({ rows: all, side, fileName }: CategoryAmountRowsProps) {
  const rows = useMemo(() => rowsOfSide(all, side), [all, side]);
  if (rows.length === 0) return null;
  const title = `Every ${side} subcategory`;
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={2} fz="lg">
          {title}
        </Title>
        <CsvButton fileName={`${fileName}-every-subcategory`} csv={() => reportCsv(COLUMNS, rows)}>
          Download every row (CSV)
        </CsvButton>
      </Group>
      <ReportTable label={`${title} of the period`} columns={COLUMNS} rows={rows} rowKey={rowKey} />
    </Stack>
  );
}
