import { Link, useNavigate } from 'react-router';
import { Anchor, Badge, Table } from '@mantine/core';
import type { Tag } from '@hearth/contract';
import { Money } from '../../components/money';
import { StackedCell, StackedTable } from '../../components/stacked-table';

export function TagsTable({ tags }: { tags: Tag[] }) {
  const navigate = useNavigate();
  return (
    <StackedTable minWidth={560} verticalSpacing="xs" highlightOnHover aria-label="Tags">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Tag Name</Table.Th>
          <Table.Th ta="right">Transactions</Table.Th>
          <Table.Th ta="right">Schedules</Table.Th>
          <Table.Th ta="center">Active</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tags.map((tag) => (
          // The name is the keyboard's way in; the whole row answers a pointer.
          <Table.Tr key={tag.id} onClick={() => navigate(`/tag/${tag.id}`)} style={{ cursor: 'pointer' }}>
            <StackedCell kind="title">
              <Anchor component={Link} to={`/tag/${tag.id}`} size="sm" onClick={(event) => event.stopPropagation()}>
                {tag.name}
              </Anchor>
            </StackedCell>
            <StackedCell kind="detail" label="Transactions" ta="right">
              {tag.assignedTransactions}
            </StackedCell>
            <StackedCell kind="detail" label="Schedules" ta="right">
              {tag.assignedSchedules}
            </StackedCell>
            <StackedCell kind="marker" ta="center">
              <Badge variant="light" color={tag.deactivated ? 'gray' : 'teal'} size="sm">
                {tag.deactivated ? 'No' : 'Yes'}
              </Badge>
            </StackedCell>
            <StackedCell kind="amount" ta="right">
              <Money amount={tag.transactionSum} />
            </StackedCell>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}
