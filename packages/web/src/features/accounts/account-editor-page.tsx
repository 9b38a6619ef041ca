import { useMatch, useParams, useSearchParams } from 'react-router';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { accountQuery } from '../../api/ledger';
import { GoBackWithError } from '../../lib/go-back-with-error';
import { recordIdOf } from '../../lib/record-id';
import { useRecordOrGoBack } from '../../lib/use-record-or-go-back';
import { HistoryList } from '../../components/history-list';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { accountTypeOfParam, accountValuesOf, newAccountValues } from './account-form-values';
import { AccountForm } from './account-form';
import { AccountRecentTransactions } from './account-recent-transactions';

/** /account, /account/{id} and /thirdparty/{id}: one account's editor, with its recent transactions below. */
export function AccountEditorPage() {
  const { id } = useParams();
  const isThirdPartyRoute = useMatch('/thirdparty/:id') !== null;
  const title = isThirdPartyRoute ? 'Third Party' : 'Account';
  if (id === undefined || id === '') return <NewAccount title={title} />;
  const accountId = recordIdOf(id);
  // An address that cannot name an account is not asked about: it is simply not found.
  if (accountId === null) return <GoBackWithError message="Account not found." />;
  return <ExistingAccount key={accountId} title={title} id={accountId} />;
}

function NewAccount({ title }: { title: string }) {
  const [searchParams] = useSearchParams();
  const accountTypeId = accountTypeOfParam(searchParams.get('type'));
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <AccountForm key={`new-${accountTypeId}`} account={null} initialValues={newAccountValues(accountTypeId)} />
    </>
  );
}

function ExistingAccount({ title, id }: { title: string; id: number }) {
  // An account that cannot be loaded leaves nothing to edit: say why and return to where the user came from.
  const account = useRecordOrGoBack(useQuery(accountQuery(id)));

  return (
    <>
      <PageTitle>{title}</PageTitle>
      {account ? (
        <Stack gap="lg" maw={760}>
          {/* Keyed by id: after a save or a move to another account the form starts from that account's values. */}
          <AccountForm key={account.id} account={account} initialValues={accountValuesOf(account)} />
          <AccountRecentTransactions accountId={account.id} />
          <HistoryList owner="account" id={account.id} />
        </Stack>
      ) : (
        <PageLoader />
      )}
    </>
  );
}
