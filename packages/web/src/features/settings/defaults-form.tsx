import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { User } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { timezonesQuery } from '../../api/timezones';
import { useSaveUser } from '../../api/user';
import { useSession } from '../../lib/session/session-context';
import { showError, showSuccess } from '../../lib/toasts';
import { useDraft } from '../../lib/use-draft';
import { DefaultAccountSelect } from '../../components/default-account-select';
import { FormActions } from '../../components/form-actions';
import { SubmitForm } from '../../components/submit-form';
import { TimeZonePicker } from '../../components/time-zone-picker';
import { defaultsChanged, defaultsOf, defaultsRequestOf } from './defaults-draft';

/**
 * The default account (Quick Entry pays from it, the dashboard charts follow it) and the time zone that
 * decides when "today" starts.
 */
export function DefaultsForm({ user }: { user: User }) {
  const { values, field } = useDraft(() => defaultsOf(user));
  const timezones = useQuery(timezonesQuery());
  const saveUser = useSaveUser();
  const { replaceToken } = useSession();

  const save = () => {
    saveUser.mutate(defaultsRequestOf(values, user), {
      onSuccess: ({ data, description }) => {
        // The fresh token carries the new default account, which the dashboard and Quick Entry read.
        replaceToken(data.token, data.email);
        showSuccess(description);
      },
      onError: (error) => showError(errorMessage(error)),
    });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="settings-defaults">
      <Title order={2} fz="lg" mb={4} id="settings-defaults">
        Default account and time zone
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Yours alone: each member of the family chooses their own.
      </Text>
      <SubmitForm label="Default account and time zone" onSubmit={save}>
        <Stack gap="sm">
          <DefaultAccountSelect
            description="Quick Entry pays from it; the dashboard's balance charts follow it."
            {...field('defaultAccountId')}
          />
          <TimeZonePicker countries={timezones.data ?? []} loading={timezones.isPending} {...field('timezoneId')} />
          <FormActions pending={saveUser.isPending} submitDisabled={!defaultsChanged(values, user)} />
        </Stack>
      </SubmitForm>
    </Paper>
  );
}
