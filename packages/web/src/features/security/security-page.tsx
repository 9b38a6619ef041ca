import { Stack } from '@mantine/core';
import { PageTitle } from '../../components/page-title';
import { ChangePasswordForm } from './change-password-form';
import { PasskeysSection } from './passkeys-section';
import { RecentActivitySection } from './recent-activity-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';

/** How the user signs in and where they are signed in: password, sessions, second factors, recent events. */
export function SecurityPage() {
  return (
    <>
      <PageTitle>Security</PageTitle>
      <Stack gap="lg" maw={960}>
        <ChangePasswordForm />
        <SessionsSection />
        <TwoFactorSection />
        <PasskeysSection />
        <RecentActivitySection />
      </Stack>
    </>
  );
}
