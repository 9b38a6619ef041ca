import { useState } from 'react';
import { Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import type { OfferedAccount } from '@hearth/contract';
import { serverDescription } from '../../api/client';
import { AccountSelect } from '../../components/account-select';
import { DateField } from '../../components/date-field';
import { showSuccess } from '../../lib/toasts';
import { useUserToday } from '../../lib/today';
import { useLinkAccount } from './api';

interface LinkFormProps {
  connectionId: number;
  offer: OfferedAccount;
  onDone: () => void;
}

/** Links an offered account to a bank account of the family, or to a new one named for it, from a day on. */
export function LinkForm({ connectionId, offer, onDone }: LinkFormProps) {
  const today = useUserToday();
  const [target, setTarget] = useState<'new' | 'existing'>('new');
  const [name, setName] = useState(offer.name);
  const [accountId, setAccountId] = useState<number | null>(null);
  const [chosenStart, setStartDate] = useState<string | null>(null);
  // The first of this month until another day is chosen.
  const startDate = chosenStart ?? (today ? `${today.slice(0, 8)}01` : null);
  const [errors, setErrors] = useState<{ account?: string; startDate?: string; form?: string }>({});
  const link = useLinkAccount();

  const submit = () => {
    const problems: typeof errors = {};
    if (target === 'existing' && accountId === null) problems.account = 'Choose a bank account.';
    if (target === 'new' && !name.trim()) problems.account = 'Name the new bank account.';
    if (!startDate) problems.startDate = 'Choose the first day to import.';
    setErrors(problems);
    if (Object.keys(problems).length || !startDate) return;
    // Promise-based: the form leaves the page as soon as the list shows the new link, and the toast still shows.
    link
      .mutateAsync({
        connectionId,
        remoteAccountId: offer.id,
        accountId: target === 'existing' ? accountId : null,
        ...(target === 'new' ? { name: name.trim() } : {}),
        startDate,
      })
      .then(({ description }) => {
        showSuccess(description);
        onDone();
      })
      .catch((failure: unknown) => setErrors({ form: serverDescription(failure) }));
  };

  return (
    <form
      aria-label={`Link ${offer.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Radio.Group
          label="Import into"
          value={target}
          onChange={(value) => setTarget(value === 'existing' ? 'existing' : 'new')}
        >
          <Group mt={4}>
            <Radio value="new" label="A new bank account" />
            <Radio value="existing" label="A bank account of the family" />
          </Group>
        </Radio.Group>
        {target === 'new' ? (
          <TextInput
            label="New account's name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.account}
            maxLength={100}
          />
        ) : (
          <AccountSelect
            label="Bank account"
            accountTypeId={1}
            value={accountId}
            onChange={(id) => setAccountId(id)}
            error={errors.account}
          />
        )}
        <DateField label="Import from" value={startDate} onChange={setStartDate} error={errors.startDate} />
        {errors.form && (
          <Text c="red.8" size="sm" role="alert">
            {errors.form}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={link.isPending}>
            Link
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
