import { Link, useNavigate } from 'react-router';
import { Anchor, Badge, Table } from '@mantine/core';
import type { Tag } from '@hearth/contract';
import { Money } from '../../components/money';

export function TagsTable({ tags }: { tags: Tag[] }) {
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" highlightOnHover aria-label="Tags">
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
              <Table.Td>
                <Anchor component={Link} to={`/tag/${tag.id}`} size="sm" onClick={(event) => event.stopPropagation()}>
                  {tag.name}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right">{tag.assignedTransactions}</Table.Td>
              <Table.Td ta="right">{tag.assignedSchedules}</Table.Td>
              <Table.Td ta="center">
                <Badge variant="light" color={tag.deactivated ? 'gray' : 'teal'} size="sm">
                  {tag.deactivated ? 'No' : 'Yes'}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">
                <Money amount={tag.transactionSum} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
