import { useState } from 'react';
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { User } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { timezonesQuery } from '../../api/timezones';
import { useAccountChoiceOptions, useSaveUser } from '../../api/user';
import { useSession } from '../../lib/session/session-context';
import { showError, showSuccess } from '../../lib/toasts';
import { TimeZonePicker } from '../../components/time-zone-picker';

/**
 * The default account (Quick Entry pays from it, the dashboard charts follow it) and the time zone that
 * decides when "today" starts, saved through the same POST /api/user as the User page, with the names and
 * e-mail address kept as they are.
 */
export function DefaultsForm({ user }: { user: User }) {
  const [defaultAccountId, setDefaultAccountId] = useState<string | null>(
    user.defaultAccountId === null ? null : String(user.defaultAccountId),
  );
  const [timezoneId, setTimezoneId] = useState<string | null>(user.timezoneId || null);
  const { accounts, noAccounts } = useAccountChoiceOptions();
  const timezones = useQuery(timezonesQuery());
  const saveUser = useSaveUser();
  const { replaceToken } = useSession();

  const changed =
    defaultAccountId !== (user.defaultAccountId === null ? null : String(user.defaultAccountId)) ||
    timezoneId !== (user.timezoneId || null);

  const save = () => {
    saveUser.mutate(
      {
        firstname: user.firstname,
        surname: user.surname,
        email: user.email,
        defaultAccountId: defaultAccountId === null ? null : Number(defaultAccountId),
        timezoneId: timezoneId ?? '',
      },
      {
        onSuccess: ({ data, description }) => {
          // The fresh token carries the new default account, which the dashboard and Quick Entry read.
          replaceToken(data.token, data.email);
          showSuccess(description);
        },
        onError: (error) => showError(errorMessage(error)),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="settings-defaults">
      <Title order={2} fz="lg" mb={4} id="settings-defaults">
        Default account and time zone
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Yours alone: each member of the family chooses their own.
      </Text>
      <form
        aria-label="Default account and time zone"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="sm">
          <Select
            label="Default Account"
            description="Quick Entry pays from it; the dashboard's balance charts follow it."
            placeholder={noAccounts ? 'No bank accounts yet' : 'Pick an account'}
            data={accounts}
            value={defaultAccountId}
            onChange={setDefaultAccountId}
            disabled={noAccounts}
            clearable
          />
          <TimeZonePicker
            countries={timezones.data ?? []}
            loading={timezones.isPending}
            value={timezoneId}
            onChange={setTimezoneId}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={saveUser.isPending} disabled={!changed}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
