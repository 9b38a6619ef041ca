import { useState } from 'react';
import { Anchor, Button, Group, Paper, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { serverDescription } from '../../api/client';
import { showSuccess } from '../../lib/toasts';
import {
  enableBankingApplicationQuery,
  enableBankingBanksQuery,
  useSaveEnableBankingApplication,
  useStartEnableBanking,
} from './api';

/** The countries whose banks Enable Banking reaches (the European Economic Area and the United Kingdom). */
const COUNTRIES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IS', 'IE', 'IT', 'LV', 'LI',
  'LT', 'LU', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'GB',
]; // prettier-ignore

function countryChoices(): { value: string; label: string }[] {
  const names = new Intl.DisplayNames(undefined, { type: 'region' });
  return COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
    a.label.localeCompare(b.label),
  );
}

/** Opens a page of another site: the bank's consent page, from which the bank sends the family back. */
function openConsentPage(url: string): void {
  window.location.assign(url);
}

/** Admins set the family's Enable Banking application once (unless the server sets one). */
function ApplicationForm({ onSaved }: { onSaved?: () => void }) {
  const [applicationId, setApplicationId] = useState('');
  const [privateKeyPem, setPrivateKeyPem] = useState('');
  const [errors, setErrors] = useState<{ applicationId?: string; privateKeyPem?: string; form?: string }>({});
  const save = useSaveEnableBankingApplication();

  const submit = () => {
    const problems: typeof errors = {};
    if (!applicationId.trim())
      problems.applicationId = 'Enter the application id from the Enable Banking control panel.';
    if (!privateKeyPem.trim()) problems.privateKeyPem = 'Paste the private key (.pem) of the application.';
    setErrors(problems);
    if (Object.keys(problems).length) return;
    save.mutate(
      { applicationId, privateKeyPem },
      {
        onSuccess: ({ description }) => {
          setPrivateKeyPem('');
          showSuccess(description);
          onSaved?.();
        },
        onError: (failure) => setErrors({ form: serverDescription(failure) }),
      },
    );
  };

  return (
    <form
      aria-label="Enable Banking application"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Register an application on the{' '}
          <Anchor href="https://enablebanking.com/cp/applications" target="_blank" rel="noreferrer">
            Enable Banking control panel
          </Anchor>{' '}
          (restricted mode is free for your own accounts), with the redirect address{' '}
          <Text span ff="monospace" size="sm">
            {`${window.location.origin}/connections/callback`}
          </Text>
          . Enter its id and the private key it gave you: Hearth keeps them encrypted and never shows the key again.
        </Text>
        <TextInput
          label="Application id"
          value={applicationId}
          onChange={(event) => setApplicationId(event.currentTarget.value)}
          error={errors.applicationId}
          autoComplete="off"
          spellCheck={false}
        />
        <Textarea
          label="Private key (.pem)"
          value={privateKeyPem}
          onChange={(event) => setPrivateKeyPem(event.currentTarget.value)}
          error={errors.privateKeyPem ?? errors.form}
          autosize
          minRows={3}
          maxRows={8}
          autoComplete="off"
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save application
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Admins choose a country and a bank, and Hearth opens that bank's consent page. */
function BankChoice() {
  const [country, setCountry] = useState<string | null>(null);
  const [bank, setBank] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const banks = useQuery(enableBankingBanksQuery(country ?? ''));
  const start = useStartEnableBanking();

  const submit = () => {
    if (!country || !bank) {
      setError('Choose your bank.');
      return;
    }
    setError(null);
    start.mutate(
      { name: bank, country },
      { onSuccess: openConsentPage, onError: (failure) => setError(serverDescription(failure)) },
    );
  };

  return (
    <form
      aria-label="Connect a bank through Enable Banking"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
          <Select
            label="Country"
            data={countryChoices()}
            value={country}
            onChange={(value) => {
              setCountry(value);
              setBank(null);
            }}
            searchable
            miw={200}
          />
          <Select
            label="Bank"
            data={(banks.data ?? []).map((entry) => ({
              value: entry.name,
              label: entry.beta ? `${entry.name} (beta)` : entry.name,
            }))}
            value={bank}
            onChange={setBank}
            searchable
            disabled={!country}
            nothingFoundMessage={banks.isPending ? 'Loading the banks…' : 'No bank of that name'}
            error={error ?? (banks.isError ? serverDescription(banks.error) : null)}
            miw={200}
          />
        </Group>
        <Group>
          <Button type="submit" loading={start.isPending}>
            Open the bank's consent page
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Connect a European bank through Enable Banking: the application first (once), then a bank's consent. */
export function EnableBankingForm() {
  const application = useQuery(enableBankingApplicationQuery());
  const [replacing, setReplacing] = useState(false);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="eb-connect-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="eb-connect-title">
          Connect a European bank (Enable Banking)
        </Title>
        {application.isError && <Text c="red.8">{serverDescription(application.error)}</Text>}
        {application.data && (application.data.source === null || replacing) && (
          <ApplicationForm onSaved={() => setReplacing(false)} />
        )}
        {application.data && application.data.source !== null && !replacing && (
          <>
            <Text size="sm" c="dimmed">
              Choose your bank: Hearth opens its consent page, where you sign in and choose the accounts to share. The
              bank then sends you back here to link them.
            </Text>
            <BankChoice />
            {application.data.source === 'family' && (
              <Group gap="xs">
                <Text size="sm" c="dimmed">
                  Application {application.data.applicationId}
                </Text>
                <Button size="xs" variant="subtle" onClick={() => setReplacing(true)}>
                  Replace the application
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
