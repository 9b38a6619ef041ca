import { Link } from 'react-router';
import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import type { Account } from '@hearth/contract';
import { Money } from '../../components/money';
import { defaultCategoryLabel } from './account-list-filter';
import { FlagIcon } from './flag-icon';
import { useRowNavigation } from './row-navigation';

export function ThirdPartiesTable({ accounts }: { accounts: readonly Account[] }) {
  const openRow = useRowNavigation();
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label="Third parties">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th ta="right">Transaction Value</Table.Th>
            <Table.Th ta="center" w={100}>
              Favourite
            </Table.Th>
            <Table.Th ta="center" w={80}>
              Quick
            </Table.Th>
            <Table.Th>Default Category</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.map((account) => (
            <Table.Tr key={account.id} onClick={openRow(`/thirdparty/${account.id}`)} style={{ cursor: 'pointer' }}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Anchor component={Link} to={`/thirdparty/${account.id}`} c={account.isActive ? 'dark.7' : 'dimmed'} fw={500}>
                    {account.name}
                  </Anchor>
                  {!account.isActive && (
                    <Badge size="xs" variant="light" color="gray">
                      Inactive
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td ta="right">
                <Money amount={account.balance} />
              </Table.Td>
              <Table.Td ta="center">
                <FlagIcon flag="favourite" on={account.isFavourite} />
              </Table.Td>
              <Table.Td ta="center">
                <FlagIcon flag="quick" on={account.canQuickTransaction} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{defaultCategoryLabel(account)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
