import { useEffect } from 'react';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { currentUserQuery } from '../../api/user';
import { showError } from '../../lib/toasts';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { DefaultsForm } from './defaults-form';
import { AutoPaySection, FamilyListsSection } from './settings-links';

/** Settings: what a family member sets once, and where the family's shared lists are kept. */
export function SettingsPage() {
  const user = useQuery(currentUserQuery());
  const { isError, error } = user;
  useEffect(() => {
    if (isError) showError(errorMessage(error));
  }, [isError, error]);

  return (
    <>
      <PageTitle>Settings</PageTitle>
      <Stack gap="lg" maw={760}>
        {user.data ? <DefaultsForm user={user.data} /> : !isError && <PageLoader />}
        <AutoPaySection />
        <FamilyListsSection />
      </Stack>
    </>
  );
}
