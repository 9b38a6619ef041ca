import { Table, Text } from '@mantine/core';
import type { Account } from '@hearth/contract';
import { Money } from '../../components/money';
import { AccountRow } from './account-row';
import { FlagIcon } from './flag-icon';

interface AccountsTableProps {
  accounts: readonly Account[];
  /** With every type listed, a column says which each account is. */
  showType: boolean;
}

export function AccountsTable({ accounts, showType }: AccountsTableProps) {
  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label="Accounts">
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
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {account.accountType}
                  </Text>
                </Table.Td>
              )}
              <Table.Td ta="right">
                <Money amount={account.balance} signed />
              </Table.Td>
              <Table.Td ta="center">
                <FlagIcon flag="active" on={account.isActive} />
              </Table.Td>
              <Table.Td ta="center">
                <FlagIcon flag="favourite" on={account.isFavourite} />
              </Table.Td>
            </AccountRow>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
