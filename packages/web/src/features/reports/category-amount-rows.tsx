import { Group, Stack, Title } from '@mantine/core';
import type { CategoryAmountRow } from '@hearth/contract';
import { CsvButton } from './csv-button';
import { reportCsv, type ReportColumn } from './report-columns';
import { ReportTable } from './report-table';

const COLUMNS: ReportColumn<CategoryAmountRow>[] = [
  { heading: 'Subcategory', format: 'text', value: (row) => row.subcategory, kind: 'title' },
  { heading: 'Amount', format: 'money', value: (row) => row.amount, kind: 'amount' },
  { heading: 'Category', format: 'text', value: (row) => row.category, kind: 'detail' },
  { heading: 'Kind', format: 'text', value: (row) => (row.incomeCategory ? 'Income' : 'Spending'), kind: 'detail' },
];

const rowKey = (row: CategoryAmountRow) =>
  `${row.categoryId ?? 'none'}-${row.subCategoryId ?? 'none'}-${row.subcategory}`;

/** Every subcategory of the period, those at $0.00 or below (refunds) included, which the pie cannot show. */
export function CategoryAmountRows({ rows, fileName }: { rows: CategoryAmountRow[]; fileName: string }) {
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={2} fz="lg">
          Every subcategory
        </Title>
        <CsvButton
          fileName={`${fileName}-every-subcategory`}
          csv={() => reportCsv(COLUMNS, rows)}
          disabled={rows.length === 0}
        >
          Download every row (CSV)
        </CsvButton>
      </Group>
      <ReportTable label="Every subcategory of the period" columns={COLUMNS} rows={rows} rowKey={rowKey} />
    </Stack>
  );
}
