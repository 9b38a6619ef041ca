import { Button, Group, Paper, PasswordInput, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { User } from '@hearth/contract';
import { errorMessage, serverDescription } from '../../api/client';
import { timezonesQuery } from '../../api/timezones';
import { useSession } from '../../lib/session/session-context';
import { showError, showSuccess } from '../../lib/toasts';
import { TimeZonePicker } from '../../components/time-zone-picker';
import { useAccountChoiceOptions, useSaveUser } from './api';
import { asksForPassword, emailChanges } from './family-rules';

interface UserValues {
  firstname: string;
  surname: string;
  email: string;
  /** Select values are strings; the id is turned back into a number on save. */
  defaultAccountId: string | null;
  timezoneId: string | null;
  /** Asked for only when the e-mail address changes. */
  currentPassword: string;
}

function valuesOf(user: User): UserValues {
  return {
    firstname: user.firstname,
    surname: user.surname,
    email: user.email,
    defaultAccountId: user.defaultAccountId === null ? null : String(user.defaultAccountId),
    timezoneId: user.timezoneId || null,
    currentPassword: '',
  };
}

export function UserDetailsForm({ user }: { user: User }) {
  const form = useForm<UserValues>({ initialValues: valuesOf(user) });
  const changingEmail = emailChanges(form.values.email, user.email);
  const timezones = useQuery(timezonesQuery());
  const { accounts, noAccounts } = useAccountChoiceOptions();
  const saveUser = useSaveUser();
  const { replaceToken } = useSession();

  const save = (values: UserValues) => {
    if (changingEmail && !values.currentPassword) {
      form.setFieldError('currentPassword', 'Enter your current password to change your e-mail address.');
      return;
    }
    saveUser.mutate(
      {
        firstname: values.firstname,
        surname: values.surname,
        email: values.email,
        defaultAccountId: values.defaultAccountId === null ? null : Number(values.defaultAccountId),
        timezoneId: values.timezoneId ?? '',
        ...(changingEmail ? { currentPassword: values.currentPassword } : {}),
      },
      {
        onSuccess: ({ data, description }) => {
          // The fresh token carries the new names, so the greeting follows at once.
          replaceToken(data.token, data.email);
          // A new address waits for its validation link: the field shows the one that signs in until then.
          form.setValues(valuesOf(data));
          form.resetDirty(valuesOf(data));
          showSuccess(description);
        },
        onError: (error) => {
          if (changingEmail && asksForPassword(error)) form.setFieldError('currentPassword', serverDescription(error));
          else showError(errorMessage(error));
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} fz="lg" mb="md">
        Your details
      </Title>
      <form onSubmit={form.onSubmit(save)} aria-label="User details">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Firstname" autoComplete="given-name" {...form.getInputProps('firstname')} />
            <TextInput label="Surname" autoComplete="family-name" {...form.getInputProps('surname')} />
          </SimpleGrid>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            description={user.pendingEmail ? `Waiting for validation: ${user.pendingEmail}` : undefined}
            {...form.getInputProps('email')}
          />
          {changingEmail && (
            <PasswordInput
              label="Current Password"
              description="A new address takes effect once you open the validation link we send to it."
              autoComplete="current-password"
              withAsterisk
              aria-required
              {...form.getInputProps('currentPassword')}
            />
          )}
          <Select
            label="Default Account"
            description="The account the dashboard charts follow."
            placeholder={noAccounts ? 'No bank accounts yet' : 'Pick an account'}
            data={accounts}
            disabled={noAccounts}
            clearable
            {...form.getInputProps('defaultAccountId')}
          />
          <TimeZonePicker
            countries={timezones.data ?? []}
            loading={timezones.isPending}
            value={form.values.timezoneId}
            onChange={(zone) => form.setFieldValue('timezoneId', zone)}
          />
          <TextInput label="Family" value={user.userAccountName} readOnly variant="filled" />
          <Group justify="flex-end" mt="xs">
            <Button type="submit" loading={saveUser.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
