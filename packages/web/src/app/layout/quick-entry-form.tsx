import { useState } from 'react';
import { Button, Loader, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { serverDescription } from '../../api/client';
import { quickAccountsQuery } from '../../api/ledger';
import { currentUserQuery } from '../../api/user';
import { DateField } from '../../components/date-field';
import { MoneyInput } from '../../components/money-input';
import { SubmitForm } from '../../components/submit-form';
import { useUserToday } from '../../lib/today';
import { showError, showSuccess } from '../../lib/toasts';
import { PanelEmptyHint } from './panel-empty-hint';
import { offeredChoice, quickEntryRequestOf } from './quick-entry-draft';
import { useQuickTransaction } from './quick-entry-api';
import { formatAmount } from '../../lib/money-display';

/** The side panel's Quick Entry: pay a third party marked for Quick Transaction from the default account. */
export function QuickEntry() {
  const quickAccounts = useQuery(quickAccountsQuery());
  // Saving a default account on the settings page refreshes this, and the hint goes.
  const defaultAccount = useQuery({ ...currentUserQuery(), select: (user) => user.defaultAccountId });
  const today = useUserToday();
  if (quickAccounts.isPending || today === undefined)
    return <Loader size="xs" role="status" aria-label="Loading quick entry" />;
  const accounts = quickAccounts.data ?? [];
  if (accounts.length === 0) {
    return <PanelEmptyHint text="Mark a third party for Quick Transaction to enter payments here." />;
  }
  return (
    <Stack gap="xs">
      {/* Quick Entry pays from the default account: without one it says so before Save is refused. */}
      {defaultAccount.data === null && (
        <PanelEmptyHint
          text="Quick Entry pays from your default account, and you have none yet."
          linkLabel="Choose a default account"
          to="/settings/payments"
        />
      )}
      <QuickEntryForm
        today={today}
        accounts={accounts.map((account) => ({ value: String(account.id), label: account.name }))}
      />
    </Stack>
  );
}

/** `today` is the user's day when the form opened: only its first value is taken, so a date the user chose stays. */
function QuickEntryForm({ accounts, today }: { accounts: { value: string; label: string }[]; today: string }) {
  const [thirdPartyId, setThirdPartyId] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(today);
  const [amount, setAmount] = useState<number | null>(null);
  const quickTransaction = useQuickTransaction();
  const chosen = offeredChoice(thirdPartyId, accounts);
  const request = quickEntryRequestOf({ thirdPartyId: chosen, date, amount });

  const save = () => {
    if (request === null) return;
    quickTransaction.mutate(request, {
      onSuccess: ({ description }) => {
        showSuccess(description);
        setAmount(null);
      },
      onError: (error) => showError(serverDescription(error)),
    });
  };

  return (
    <SubmitForm label="Quick Entry" onSubmit={save}>
      <Stack gap={8}>
        <Select
          label="Third party"
          placeholder="Pick a third party"
          size="xs"
          searchable
          data={accounts}
          value={chosen}
          onChange={setThirdPartyId}
          comboboxProps={{ withinPortal: true }}
        />
        <DateField label="Date" size="xs" clearable={false} value={date} onChange={setDate} />
        <MoneyInput label="Amount" placeholder={formatAmount(0)} size="xs" value={amount} onChange={setAmount} />
        <Button type="submit" size="xs" disabled={request === null} loading={quickTransaction.isPending}>
          Save
        </Button>
      </Stack>
    </SubmitForm>
  );
}
