import { Table, Text } from '@mantine/core';
import type { Account } from '@hearth/contract';
import { AccountBalance } from '../../components/account-balance';
import { StackedCell, StackedTable } from '../../components/stacked-table';
import { AccountRow } from './account-row';
import { defaultCategoryLabel } from './account-list-filter';
import { FlagIcon } from './flag-icon';

export function ThirdPartiesTable({ accounts }: { accounts: readonly Account[] }) {
  return (
    <StackedTable
      minWidth={640}
      highlightOnHover
      verticalSpacing="sm"
      horizontalSpacing="md"
      aria-label="Third parties"
    >
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
            <StackedCell kind="amount" ta="right">
              <AccountBalance account={account} size="md" />
            </StackedCell>
            <StackedCell kind="marker" ta="center">
              <FlagIcon flag="favourite" on={account.isFavourite} />
            </StackedCell>
            <StackedCell kind="marker" ta="center">
              <FlagIcon flag="quick" on={account.canQuickTransaction} />
            </StackedCell>
            <StackedCell kind="detail" label="Default Category">
              <Text size="sm" span>
                {defaultCategoryLabel(account)}
              </Text>
            </StackedCell>
          </AccountRow>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}
