import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Container, Group, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { Messages } from '@hearth/contract';
import { errorMessage, serverDescription } from '../../api/client';
import { timezonesQuery } from '../../api/timezones';
import { showError, showSuccess } from '../../app/toasts';
import { PageTitle } from '../../components/page-title';
import { browserTimeZone, preferredZone } from '../../components/time-zone-choice';
import { TimeZonePicker } from '../../components/time-zone-picker';
import { invitationQuery, useRegister } from './api';
import { InvitationNotice } from './invitation-notice';

interface RegisterValues {
  firstname: string;
  surname: string;
  email: string;
  password: string;
  confirmPassword: string;
  timezoneId: string | null;
}

export function RegisterPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const invitationId = searchParams.get('invitation');
  const timezones = useQuery(timezonesQuery());
  const invitation = useQuery({ ...invitationQuery(invitationId ?? ''), enabled: invitationId !== null });
  const register = useRegister();

  const form = useForm<RegisterValues>({
    initialValues: { firstname: '', surname: '', email: '', password: '', confirmPassword: '', timezoneId: null },
  });

  const { setFieldValue } = form;
  const invitedEmail = invitation.data?.email;
  useEffect(() => {
    if (invitedEmail) setFieldValue('email', invitedEmail);
  }, [invitedEmail, setFieldValue]);

  const countries = timezones.data;
  const zoneChosen = form.values.timezoneId !== null;
  useEffect(() => {
    if (!countries || zoneChosen) return;
    const zone = preferredZone(countries, browserTimeZone());
    if (zone) setFieldValue('timezoneId', zone);
  }, [countries, zoneChosen, setFieldValue]);

  const submit = (values: RegisterValues) => {
    register.mutate(
      {
        firstname: values.firstname,
        surname: values.surname,
        email: values.email,
        password: values.password,
        confirmPassword: values.confirmPassword,
        timezoneId: values.timezoneId ?? '',
        ...(invitation.data ? { invitationId: invitation.data.id } : {}),
      },
      {
        onSuccess: () => {
          showSuccess(Messages.registrationSuccess);
          navigate('/');
        },
        onError: (error) => showError(Messages.registrationFailed + errorMessage(error)),
      },
    );
  };

  return (
    <Container size="sm" px={0}>
      <PageTitle>Register</PageTitle>
      {invitationId && (
        <InvitationNotice
          invitation={invitation.data}
          failure={invitation.isError ? serverDescription(invitation.error) : null}
        />
      )}
      <Paper withBorder shadow="sm" radius="md" p="xl">
        <form onSubmit={form.onSubmit(submit)} aria-label="Register">
          <Stack gap="sm">
            <Group grow align="flex-start" gap="sm">
              <TextInput label="Firstname" autoComplete="given-name" {...form.getInputProps('firstname')} />
              <TextInput label="Surname" autoComplete="family-name" {...form.getInputProps('surname')} />
            </Group>
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              readOnly={Boolean(invitedEmail)}
              description={invitedEmail ? 'The invitation was sent to this address.' : undefined}
              {...form.getInputProps('email')}
            />
            <PasswordInput label="Password" autoComplete="new-password" {...form.getInputProps('password')} />
            <PasswordInput
              label="Retype Password"
              autoComplete="new-password"
              {...form.getInputProps('confirmPassword')}
            />
            <TimeZonePicker
              countries={countries ?? []}
              loading={timezones.isPending}
              value={form.values.timezoneId}
              onChange={(zone) => setFieldValue('timezoneId', zone)}
            />
            <Text size="xs" c="dimmed">
              We will e-mail you a link to confirm your address.
            </Text>
            <Button type="submit" loading={register.isPending} mt="xs">
              Register
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
