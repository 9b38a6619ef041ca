import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Group, Table } from '@mantine/core';
import { StackedCell } from '../../components/stacked-table';
import type { Account } from '@hearth/contract';
import { useRowNavigation } from '../../lib/use-row-navigation';

interface AccountRowProps {
  account: Pick<Account, 'name' | 'isActive'>;
  /** The account's page. */
  to: string;
  /** The cells after the name. */
  children: ReactNode;
}

/** A row of an account list: its first cell links the name (marked when inactive); a click anywhere opens it. */
export function AccountRow({ account, to, children }: AccountRowProps) {
  const openRow = useRowNavigation();
  return (
    <Table.Tr onClick={openRow(to)} style={{ cursor: 'pointer' }}>
      <StackedCell kind="title">
        <Group gap="xs" wrap="nowrap">
          <Anchor component={Link} to={to} c={account.isActive ? 'dark.7' : 'dimmed'} fw={500}>
            {account.name}
          </Anchor>
          {!account.isActive && (
            <Badge size="xs" variant="light" color="gray">
              Inactive
            </Badge>
          )}
        </Group>
      </StackedCell>
      {children}
    </Table.Tr>
  );
}
