import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AccountType, type Account } from '@hearth/contract';
import { accountsQuery } from '../api/ledger';

interface AccountSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  /** 1 bank accounts, 2 third parties, 0 both. */
  accountTypeId: 0 | 1 | 2;
  value: number | null;
  onChange: (id: number | null, account: Account | null) => void;
  /** Accounts to leave out (the other side of a transaction, say). */
  exclude?: number[];
  /** Offers inactive accounts too (searching old transactions, say); by default only active ones. */
  includeInactive?: boolean;
}

/**
 * Picks an account of a type. Only active accounts are offered, except the one already chosen, so an
 * old transaction keeps showing the inactive account it used.
 */
export function AccountSelect({ accountTypeId, value, onChange, exclude = [], includeInactive = false, ...props }: AccountSelectProps) {
  const { data: accounts = [] } = useQuery(accountsQuery({ FilterAccountType: accountTypeId, IncluedDeactivated: true }));
  const offered = accounts.filter(
    (account) => (includeInactive || account.isActive || account.id === value) && !exclude.includes(account.id),
  );
  const data = offered.map((account) => ({
    value: String(account.id),
    label: account.name,
    ...(accountTypeId === 0 ? { group: account.accountTypeId === AccountType.Bank ? 'Bank accounts' : 'Third parties' } : {}),
  }));
  return (
    <Select
      searchable
      clearable
      nothingFoundMessage="No accounts found"
      data={data}
      value={value === null ? null : String(value)}
      onChange={(next) => {
        const id = next ? Number(next) : null;
        onChange(id, accounts.find((account) => account.id === id) ?? null);
      }}
      {...props}
    />
  );
}
