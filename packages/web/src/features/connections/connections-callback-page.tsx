import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { serverDescription } from '../../api/client';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { showSuccess } from '../../lib/toasts';
import { useFinishEnableBanking } from './api';

/** A state is spent once: a page drawn twice for the same return from the bank sends it only once. */
const sentStates = new Set<string>();

/**
 * Where the bank sends the family back after its consent page: the code becomes the connection (or the
 * renewed access of one), and /connections then offers its accounts for linking.
 */
export function ConnectionsCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { mutateAsync: finish } = useFinishEnableBanking();
  const code = params.get('code');
  const state = params.get('state');
  const bankError = params.get('error_description') ?? params.get('error');
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!code || !state || sentStates.has(state)) return;
    sentStates.add(state);
    finish({ code, state })
      .then(({ description }) => {
        showSuccess(description);
        void navigate('/connections', { replace: true });
      })
      .catch((error: unknown) => setFailure(serverDescription(error)));
  }, [code, state, finish, navigate]);

  const problem =
    failure ??
    (bankError
      ? `The bank did not give access: ${bankError}.`
      : !code || !state
        ? 'The bank sent no authorisation back.'
        : null);

  return (
    <>
      <PageTitle>Connecting your bank</PageTitle>
      <Stack gap="md">
        {problem ? (
          <Alert color="red" title="The bank connection was not made">
            <Stack gap="xs">
              <Text size="sm">{problem}</Text>
              <Anchor component={Link} to="/connections" size="sm">
                Back to bank connections
              </Anchor>
            </Stack>
          </Alert>
        ) : (
          <PageLoader />
        )}
      </Stack>
    </>
  );
}
