import { useQuery } from '@tanstack/react-query';
import { AccountType } from '@hearth/contract';
import { accountsQuery } from '../../api/ledger';
import { PageTitle } from '../../components/page-title';
import { useQueryChoices } from '../../lib/use-query-choices';
import { useTypedQuery } from '../../lib/use-typed-query';
import { accountListChoicesOf, accountListQueryOf, filterAccountsByName } from './account-list-filter';
import { AccountListControls } from './account-list-controls';
import { AccountListFrame } from './account-list-frame';
import { CreateAccountButton } from './create-account-button';
import { ThirdPartiesTable } from './third-parties-table';

/**
 * /thirdparties: the payees and payers, with what has gone to each and their Quick Entry set-up; the
 * search and the Include Inactive switch kept in the address.
 */
export function ThirdPartiesPage() {
  const [choices, choose] = useQueryChoices(accountListChoicesOf, accountListQueryOf);
  const { includeInactive } = choices;
  const [search, setSearch] = useTypedQuery(choices.search, (text) => choose({ search: text }));
  const accounts = useQuery(
    accountsQuery({ FilterAccountType: AccountType.ThirdParty, IncluedDeactivated: includeInactive }),
  );
  const shown = filterAccountsByName(accounts.data ?? [], search);

  return (
    <>
      <PageTitle actions={<CreateAccountButton to={`/account/?type=${AccountType.ThirdParty}`} />}>
        Third Parties
      </PageTitle>
      <AccountListControls
        search={search}
        onSearchChange={setSearch}
        includeInactive={includeInactive}
        onIncludeInactiveChange={(include) => choose({ includeInactive: include })}
      />
      <AccountListFrame isPending={accounts.isPending} error={accounts.error} count={shown.length}>
        <ThirdPartiesTable accounts={shown} />
      </AccountListFrame>
    </>
  );
}
