import { Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { User } from '@hearth/contract';
import { errorMessage, serverDescription } from '../../api/client';
import { timezonesQuery } from '../../api/timezones';
import { useSession } from '../../lib/session/session-context';
import { showError, showSuccess } from '../../lib/toasts';
import { useDraft } from '../../lib/use-draft';
import { DefaultAccountSelect } from '../../components/default-account-select';
import { FormActions } from '../../components/form-actions';
import { PersonFields } from '../../components/person-fields';
import { SubmitForm } from '../../components/submit-form';
import { TimeZonePicker } from '../../components/time-zone-picker';
import { useSaveUser } from './api';
import { asksForPassword, emailChanges } from './family-rules';
import { userSaveOf, userValuesOf } from './user-drafts';

export function UserDetailsForm({ user }: { user: User }) {
  const form = useDraft(() => userValuesOf(user));
  const changingEmail = emailChanges(form.values.email, user.email);
  const timezones = useQuery(timezonesQuery());
  const saveUser = useSaveUser();
  const { replaceToken } = useSession();

  const save = () => {
    const check = userSaveOf(form.values, user);
    if (!check.ok) {
      form.setErrors(check.errors);
      return;
    }
    saveUser.mutate(check.request, {
      onSuccess: ({ data, description }) => {
        // The fresh token carries the new names, so the greeting follows at once.
        replaceToken(data.token, data.email);
        // A new address waits for its validation link: the field shows the one that signs in until then.
        form.setValues(userValuesOf(data));
        showSuccess(description);
      },
      onError: (error) => {
        if (!changingEmail || !asksForPassword(error)) showError(errorMessage(error));
        else form.setErrors((current) => ({ ...current, currentPassword: serverDescription(error) }));
      },
    });
  };

  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} fz="lg" mb="md">
        Your details
      </Title>
      <SubmitForm label="User details" onSubmit={save}>
        <Stack gap="sm">
          <PersonFields
            fields={form.textField}
            emailDescription={user.pendingEmail ? `Waiting for validation: ${user.pendingEmail}` : undefined}
          />
          {changingEmail && (
            <PasswordInput
              label="Current Password"
              description="A new address takes effect once you open the validation link we send to it."
              autoComplete="current-password"
              withAsterisk
              aria-required
              {...form.textField('currentPassword')}
              error={form.errors.currentPassword}
            />
          )}
          <DefaultAccountSelect
            description="The account the dashboard charts follow."
            {...form.field('defaultAccountId')}
          />
          <TimeZonePicker
            countries={timezones.data ?? []}
            loading={timezones.isPending}
            {...form.field('timezoneId')}
          />
          <TextInput label="Family" value={user.userAccountName} readOnly variant="filled" />
          <FormActions mt="xs" pending={saveUser.isPending} />
        </Stack>
      </SubmitForm>
    </Paper>
  );
}
