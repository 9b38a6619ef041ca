import { useEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Checkbox, Container, Paper, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Messages } from '@hearth/contract';
import { ApiError, serverDescription } from '../../api/client';
import { timezonesQuery } from '../../api/timezones';
import { showError, showSuccess } from '../../lib/toasts';
import { useDraft } from '../../lib/use-draft';
import { NewPasswordFields } from '../../components/new-password-fields';
import { PageTitle } from '../../components/page-title';
import { PersonFields } from '../../components/person-fields';
import { SubmitForm } from '../../components/submit-form';
import { currencyChoices, currencyOfCountry } from '../../components/currency-choice';
import { browserTimeZone, preferredZone } from '../../components/time-zone-choice';
import { browserLocale } from '../../lib/money-display';
import { TimeZonePicker } from '../../components/time-zone-picker';
import { invitationQuery, useRegister } from './api';
import { InvitationNotice } from './invitation-notice';
import {
  NEW_REGISTRATION,
  registerProblems,
  registerRefusal,
  registerRequestOf,
  type RegisterErrors,
  type RegisterValues,
} from './register-draft';
import { signInFailureText } from './sign-in-errors';

export function RegisterPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const invitationId = searchParams.get('invitation');
  const timezones = useQuery(timezonesQuery());
  const invitation = useQuery({ ...invitationQuery(invitationId ?? ''), enabled: invitationId !== null });
  const register = useRegister();
  // Registration by invitation only, or closed: the server's reason stays beside the button, not in a toast.
  const [refusal, setRefusal] = useState<string | null>(null);

  const form = useDraft<RegisterValues, RegisterErrors>(NEW_REGISTRATION);
  // Stable across renders: the effects that fill in an invited address and a zone run once each.
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

  // The currency the chosen country keeps its books in, until the person chooses another.
  const [country, setCountry] = useState<string | null>(null);
  const proposedCurrency = currencyOfCountry(country);
  const currencies = useMemo(() => currencyChoices(browserLocale()), []);

  // What is checked here is said at its field before anything is sent.
  const submit = () => {
    const problems = registerProblems(form.values);
    if (Object.keys(problems).length) {
      form.setErrors(problems);
      return;
    }
    setRefusal(null);
    // Someone joining a family finds its categories there already.
    register.mutate(registerRequestOf(form.values, invitation.data?.id ?? null, proposedCurrency), {
      onSuccess: () => {
        showSuccess(Messages.registrationSuccess);
        navigate('/');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 403) return setRefusal(signInFailureText(error));
        // A refusal of a field is said at that field; anything else in a toast.
        const placed =
          error instanceof ApiError && error.status === 400 && error.description
            ? registerRefusal(error.description)
            : { errors: {}, unplaced: signInFailureText(error) };
        form.setErrors(placed.errors);
        if (placed.unplaced) showError(Messages.registrationFailed + placed.unplaced);
      },
    });
  };

  // A retype that differs is said as soon as the field is left; left for the Register button, the submit
  // says it (with the rest), so that the button does not move away under the pointer pressing it.
  const checkRetype = (event: FocusEvent<HTMLInputElement>) => {
    if (event.relatedTarget instanceof HTMLButtonElement && event.relatedTarget.type === 'submit') return;
    form.setErrors((current) => ({ ...current, confirmPassword: registerProblems(form.values).confirmPassword }));
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
        <SubmitForm label="Register" onSubmit={submit} noValidate>
          <Stack gap="sm">
            <PersonFields
              fields={form.textField}
              errors={form.errors}
              emailReadOnly={Boolean(invitedEmail)}
              emailDescription={invitedEmail ? 'The invitation was sent to this address.' : undefined}
            />
            <NewPasswordFields
              label="Password"
              password={{ ...form.textField('password'), error: form.errors.password }}
              retype={{ ...form.textField('confirmPassword'), error: form.errors.confirmPassword, onBlur: checkRetype }}
            />
            <TimeZonePicker
              countries={countries ?? []}
              loading={timezones.isPending}
              value={form.values.timezoneId}
              onChange={(zone) => setFieldValue('timezoneId', zone)}
              onCountry={setCountry}
              error={form.errors.timezoneId}
            />
            {!invitationId && (
              <Select
                label="Currency"
                description="The family's amounts are written in it; an Admin can change it later."
                data={currencies}
                value={form.values.currencyCode ?? proposedCurrency}
                onChange={(currencyCode) => setFieldValue('currencyCode', currencyCode)}
                error={form.errors.currencyCode}
                allowDeselect={false}
                searchable
                nothingFoundMessage="No currency found"
              />
            )}
            {!invitationId && (
              <Checkbox
                label="Start with common categories"
                description="A dozen categories with their subcategories (Housing, Food, Transport…), yours to change."
                {...form.switchField('starterCategories')}
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
        </SubmitForm>
      </Paper>
    </Container>
  );
}
