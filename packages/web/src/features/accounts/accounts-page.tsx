import { useLocation, useNavigate, useParams } from 'react-router';
import { SegmentedControl, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { accountsQuery } from '../../api/ledger';
import { PageTitle } from '../../components/page-title';
import { useQueryChoices } from '../../lib/use-query-choices';
import { useTypedQuery } from '../../lib/use-typed-query';
import {
  ACCOUNT_TYPE_FILTERS,
  accountListChoicesOf,
  accountListQueryOf,
  accountTypeFilterOf,
  filterAccountsByName,
} from './account-list-filter';
import { AccountListControls } from './account-list-controls';
import { AccountListFrame } from './account-list-frame';
import { AccountsTable } from './accounts-table';
import { CreateAccountButton } from './create-account-button';

/**
 * /accounts and /accounts/{id}: the family's accounts, the route's id filtering by type, the search and
 * the Include Inactive switch kept in the address (`?search=…&inactive=true`).
 */
export function AccountsPage() {
  const { id } = useParams();
  const typeFilter = accountTypeFilterOf(id);
  const navigate = useNavigate();
  const { search: query } = useLocation();
  const [choices, choose] = useQueryChoices(accountListChoicesOf, accountListQueryOf);
  const { includeInactive } = choices;
  const [search, setSearch] = useTypedQuery(choices.search, (text) => choose({ search: text }));
  const accounts = useQuery(accountsQuery({ FilterAccountType: typeFilter, IncluedDeactivated: includeInactive }));
  const shown = filterAccountsByName(accounts.data ?? [], search);

  return (
    <>
      <PageTitle actions={<CreateAccountButton />}>Accounts</PageTitle>
      <Stack gap="md">
        <SegmentedControl
          aria-label="Account type"
          value={String(typeFilter)}
          // Another type keeps the search and the switch.
          onChange={(value) => navigate({ pathname: `/accounts/${value}`, search: query })}
          data={ACCOUNT_TYPE_FILTERS.map(({ value, label }) => ({ value: String(value), label }))}
          w="fit-content"
        />
        <AccountListControls
          search={search}
          onSearchChange={setSearch}
          includeInactive={includeInactive}
          onIncludeInactiveChange={(include) => choose({ includeInactive: include })}
        />
      </Stack>
      <AccountListFrame isPending={accounts.isPending} error={accounts.error} count={shown.length}>
        <AccountsTable accounts={shown} showType={typeFilter === 0} />
      </AccountListFrame>
    </>
  );
}
