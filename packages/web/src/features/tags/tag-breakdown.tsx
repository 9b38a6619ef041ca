import { Paper, Table, Text, Title } from '@mantine/core';
import { Money } from '../../components/money';
import type { TagDetail } from '@hearth/contract';

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
        <Table verticalSpacing="xs" aria-label="Amount by category">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Category</Table.Th>
              <Table.Th>Subcategory</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {categories.map((row) => (
              <Table.Tr key={`${row.categoryName}\u0000${row.subCategoryName}`}>
                <Table.Td>{row.categoryName}</Table.Td>
                <Table.Td>{row.subCategoryName}</Table.Td>
                <Table.Td ta="right">
                  <Money amount={row.amount} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={2}>Total</Table.Th>
              <Table.Th ta="right">
                <Money amount={total} fw={700} />
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      )}
    </Paper>
  );
}
