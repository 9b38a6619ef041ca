import { useState } from 'react';
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
  /**
   * With it, a typed name that matches no account is offered as 'Create "<name>"'; choosing that calls
   * onCreate with the name instead of onChange, and the caller decides whether and how to create it.
   */
  onCreate?: (name: string) => void;
}

const CREATE_VALUE = '__create__';

/**
 * Picks an account of a type. Only active accounts are offered, except the one already chosen, so an
 * old transaction keeps showing the inactive account it used.
 */
export function AccountSelect({
  accountTypeId,
  value,
  onChange,
  exclude = [],
  includeInactive = false,
  onCreate,
  ...props
}: AccountSelectProps) {
  // The typed text is only followed when names can be created; otherwise Select keeps it to itself.
  const [search, setSearch] = useState('');
  const { data: accounts = [] } = useQuery(
    accountsQuery({ FilterAccountType: accountTypeId, IncluedDeactivated: true }),
  );
  const offered = accounts.filter(
    (account) => (includeInactive || account.isActive || account.id === value) && !exclude.includes(account.id),
  );
  const option = (account: Account) => ({ value: String(account.id), label: account.name });
  // Select takes groups as { group, items }: with both kinds offered, each kind is listed under its name.
  const grouped = [
    {
      group: 'Bank accounts',
      items: offered.filter((account) => account.accountTypeId === AccountType.Bank).map(option),
    },
    {
      group: 'Third parties',
      items: offered.filter((account) => account.accountTypeId !== AccountType.Bank).map(option),
    },
  ].filter((group) => group.items.length > 0);
  const data = accountTypeId === 0 ? grouped : offered.map(option);
  const typedName = search.trim();
  const known = accounts.some((account) => account.name.toLowerCase() === typedName.toLowerCase());
  const creatable = onCreate && typedName && !known ? [{ value: CREATE_VALUE, label: `Create "${typedName}"` }] : [];
  const creation = onCreate ? { searchValue: search, onSearchChange: setSearch } : {};
  return (
    <Select
      searchable
      clearable
      nothingFoundMessage="No accounts found"
      data={[...data, ...creatable]}
      value={value === null ? null : String(value)}
      {...creation}
      onChange={(next) => {
        if (next === CREATE_VALUE) {
          setSearch('');
          onCreate?.(typedName);
          return;
        }
        const id = next ? Number(next) : null;
        onChange(id, accounts.find((account) => account.id === id) ?? null);
      }}
      {...props}
    />
  );
}
