import { useEffect } from 'react';
import { useMatch, useParams, useSearchParams } from 'react-router';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { serverDescription } from '../../api/client';
import { accountQuery } from '../../api/ledger';
import { showError } from '../../app/toasts';
import { useGoBack } from '../../app/use-go-back';
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
  return id === undefined ? <NewAccount title={title} /> : <ExistingAccount title={title} id={Number(id)} />;
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
  const account = useQuery(accountQuery(id));
  const goBack = useGoBack();

  // An account that cannot be loaded leaves nothing to edit: say why and return to where the user came from.
  const { isError, error } = account;
  useEffect(() => {
    if (!isError) return;
    showError(serverDescription(error));
    goBack();
  }, [isError, error, goBack]);

  return (
    <>
      <PageTitle>{title}</PageTitle>
      {account.data ? (
        <Stack gap="lg" maw={760}>
          {/* Keyed by id: after a save or a move to another account the form starts from that account's values. */}
          <AccountForm key={account.data.id} account={account.data} initialValues={accountValuesOf(account.data)} />
          <AccountRecentTransactions accountId={account.data.id} />
        </Stack>
      ) : (
        <PageLoader />
      )}
    </>
  );
}
