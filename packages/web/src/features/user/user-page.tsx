import { useEffect } from 'react';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { showError } from '../../lib/toasts';
import { useGoBack } from '../../lib/use-go-back';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { currentUserQuery } from './api';
import { DeleteLoginSection } from './delete-login-section';
import { FamilySection } from './family-section';
import { UserDetailsForm } from './user-details-form';

export function UserPage() {
  const user = useQuery(currentUserQuery());
  const goBack = useGoBack();

  // A user page that cannot load has nothing to offer: say why and return to where the user came from.
  const { isError, error } = user;
  useEffect(() => {
    if (!isError) return;
    showError(errorMessage(error));
    goBack();
  }, [isError, error, goBack]);

  return (
    <>
      <PageTitle>User</PageTitle>
      {user.data ? (
        <Stack gap="lg" maw={760}>
          <UserDetailsForm user={user.data} />
          <FamilySection />
          <DeleteLoginSection />
        </Stack>
      ) : (
        <PageLoader />
      )}
    </>
  );
}
