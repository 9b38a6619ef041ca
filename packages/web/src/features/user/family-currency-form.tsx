import { useMemo, useState, type FormEvent } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { ApiError, serverDescription } from '../../api/client';
import { currencyChoices } from '../../components/currency-choice';
import { moneyDisplay } from '../../lib/money-display';
import { showError, showSuccess } from '../../lib/toasts';
import { useChangeFamilyCurrency } from './api';

/**
 * An Admin chooses the currency the family's money is written in (docs/money.md). Amounts are not
 * converted: the family's books are kept in one currency.
 */
export function FamilyCurrencyForm({ name, currencyCode }: { name: string; currencyCode: string }) {
  const [chosen, setChosen] = useState(currencyCode);
  const [error, setError] = useState<string | null>(null);
  const change = useChangeFamilyCurrency();
  const choices = useMemo(() => currencyChoices(moneyDisplay().locale), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { userAccountName: name, currencyCode: chosen },
      {
        onSuccess: ({ description }) => showSuccess(description),
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 400) setError(serverDescription(failure));
          else showError(serverDescription(failure));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label="The family's currency">
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <Select
          label="Currency"
          description="How the family's amounts are written; they are not converted"
          data={choices}
          value={chosen}
          onChange={(value) => {
            if (value) setChosen(value);
            setError(null);
          }}
          allowDeselect={false}
          searchable
          nothingFoundMessage="No currency found"
          error={error}
          style={{ flex: '1 1 0', minWidth: 0 }}
        />
        <Button type="submit" variant="default" disabled={chosen === currencyCode} loading={change.isPending}>
          Change
        </Button>
      </Group>
    </form>
  );
}
