import { Table, Text } from '@mantine/core';
import type { Account } from '@hearth/contract';
import { AccountBalance } from '../../components/account-balance';
import { StackedCell, StackedTable } from '../../components/stacked-table';
import { AccountRow } from './account-row';
import { FlagIcon } from './flag-icon';

interface AccountsTableProps {
  accounts: readonly Account[];
  /** With every type listed, a column says which each account is. */
  showType: boolean;
}

export function AccountsTable({ accounts, showType }: AccountsTableProps) {
  return (
    <StackedTable minWidth={560} highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label="Accounts">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          {showType && <Table.Th>Type</Table.Th>}
          <Table.Th ta="right">Balance</Table.Th>
          <Table.Th ta="center" w={90}>
            Active
          </Table.Th>
          <Table.Th ta="center" w={100}>
            Favourite
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {accounts.map((account) => (
          <AccountRow key={account.id} account={account} to={`/account/${account.id}`}>
            {showType && (
              <StackedCell kind="detail" label="Type">
                <Text size="sm" c="dimmed" span>
                  {account.accountType}
                </Text>
              </StackedCell>
            )}
            <StackedCell kind="amount" ta="right">
              <AccountBalance account={account} size="md" />
            </StackedCell>
            {/* On a phone the name's Inactive badge says it. */}
            <StackedCell kind="phone-hidden" ta="center">
              <FlagIcon flag="active" on={account.isActive} />
            </StackedCell>
            <StackedCell kind="marker" ta="center">
              <FlagIcon flag="favourite" on={account.isFavourite} />
            </StackedCell>
          </AccountRow>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}
