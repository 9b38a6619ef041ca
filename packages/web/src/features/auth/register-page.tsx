import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Checkbox, Container, Group, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm, type FormValidateInput } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { Messages, passwordWeakness } from '@hearth/contract';
import { ApiError, serverDescription } from '../../api/client';
import { timezonesQuery } from '../../api/timezones';
import { showError, showSuccess } from '../../lib/toasts';
import { PageTitle } from '../../components/page-title';
import { PASSWORD_RULES } from '../../components/password-rules';
import { browserTimeZone, preferredZone } from '../../components/time-zone-choice';
import { TimeZonePicker } from '../../components/time-zone-picker';
import { invitationQuery, useRegister } from './api';
import { InvitationNotice } from './invitation-notice';
import { signInFailureText } from './sign-in-errors';

interface RegisterValues {
  firstname: string;
  surname: string;
  email: string;
  password: string;
  confirmPassword: string;
  timezoneId: string | null;
  starterCategories: boolean;
}

/** The server's words for the same refusal, so that the fact reads one way wherever it is met. */
const RETYPE_DIFFERS = 'Password and Retype Password do not match.';

/**
 * Checked here before anything is sent: a retype that differs or a weak password is said at its field.
 * One object for every render: the form's setFieldValue changes with it, and the effect that fills in an
 * invited address would otherwise run again after each render, without end.
 */
const REGISTER_CHECKS: FormValidateInput<RegisterValues> = {
  password: (password, values) => passwordWeakness(password, values.email),
  confirmPassword: (retype, values) => (retype === values.password ? null : RETYPE_DIFFERS),
};

export function RegisterPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const invitationId = searchParams.get('invitation');
  const timezones = useQuery(timezonesQuery());
  const invitation = useQuery({ ...invitationQuery(invitationId ?? ''), enabled: invitationId !== null });
  const register = useRegister();
  // Registration by invitation only, or closed: the server's reason stays beside the button, not in a toast.
  const [refusal, setRefusal] = useState<string | null>(null);

  const form = useForm<RegisterValues>({
    initialValues: {
      firstname: '',
      surname: '',
      email: '',
      password: '',
      confirmPassword: '',
      timezoneId: null,
      starterCategories: true,
    },
    validate: REGISTER_CHECKS,
    validateInputOnBlur: ['confirmPassword'],
  });

  const { setFieldValue } = form;
  const invitedEmail = invitation.data?.email;
  useEffect(() => {
    if (invitedEmail) setFieldValue('email', invitedEmail);
  }, [invitedEmail, setFieldValue]);

  const countries = timezones.data;
  // The browser's zone is offered once, when the countries arrive: a country picked afterwards whose zone
  // is still to choose must not snap back to it.
  const zonePreset = useRef(false);
  useEffect(() => {
    if (!countries || zonePreset.current) return;
    zonePreset.current = true;
    const zone = preferredZone(countries, browserTimeZone());
    if (zone) setFieldValue('timezoneId', zone);
  }, [countries, setFieldValue]);

  const submit = (values: RegisterValues) => {
    setRefusal(null);
    register.mutate(
      {
        firstname: values.firstname,
        surname: values.surname,
        email: values.email,
        password: values.password,
        confirmPassword: values.confirmPassword,
        timezoneId: values.timezoneId ?? '',
        // Someone joining a family finds its categories there already.
        ...(invitation.data ? { invitationId: invitation.data.id } : { starterCategories: values.starterCategories }),
      },
      {
        onSuccess: () => {
          showSuccess(Messages.registrationSuccess);
          navigate('/');
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 403) setRefusal(signInFailureText(error));
          else showError(Messages.registrationFailed + signInFailureText(error));
        },
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
            <PasswordInput
              label="Password"
              description={PASSWORD_RULES}
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
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
            {!invitationId && (
              <Checkbox
                label="Start with common categories"
                description="A dozen categories with their subcategories (Housing, Food, Transport…), yours to change."
                {...form.getInputProps('starterCategories', { type: 'checkbox' })}
              />
            )}
            <Text size="xs" c="dimmed">
              We will e-mail you a link to confirm your address.
            </Text>
            {refusal && (
              <Alert color="red" variant="light" title="Registration Failed">
                {refusal}
              </Alert>
            )}
            <Button type="submit" loading={register.isPending} mt="xs">
              Register
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
