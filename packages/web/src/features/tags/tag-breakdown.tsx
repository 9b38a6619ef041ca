import { Paper, Table, Text, Title } from '@mantine/core';
import type { TagDetail } from '@hearth/contract';
import { AmountRow, AmountTable } from '../../components/amount-table';

/** Where a tag's money went: the amount of its transactions' lines by category and subcategory. */
export function TagBreakdown({ categories, total }: Pick<TagDetail, 'categories' | 'total'>) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Category breakdown">
      <Title order={2} fz="lg" mb="md">
        Category breakdown
      </Title>
      {categories.length === 0 ? (
        <Text c="dimmed">No transactions carry this tag yet.</Text>
      ) : (
        <AmountTable
          aria-label="Amount by category"
          headings={['Category', 'Subcategory']}
          total={total}
          verticalSpacing="xs"
        >
          {categories.map((row) => (
            <AmountRow key={`${row.categoryName}\u0000${row.subCategoryName}`} amount={row.amount}>
              <Table.Td>{row.categoryName}</Table.Td>
              <Table.Td>{row.subCategoryName}</Table.Td>
            </AmountRow>
          ))}
        </AmountTable>
      )}
    </Paper>
  );
}
