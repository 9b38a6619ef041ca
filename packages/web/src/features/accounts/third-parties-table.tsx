import { Table, Text } from '@mantine/core';
import type { Account } from '@hearth/contract';
import { Money } from '../../components/money';
import { AccountRow } from './account-row';
import { defaultCategoryLabel } from './account-list-filter';
import { FlagIcon } from './flag-icon';

export function ThirdPartiesTable({ accounts }: { accounts: readonly Account[] }) {
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
            <AccountRow key={account.id} account={account} to={`/thirdparty/${account.id}`}>
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
            </AccountRow>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
