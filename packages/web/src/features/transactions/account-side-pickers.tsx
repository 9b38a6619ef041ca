import { SimpleGrid, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { ACCOUNT_TYPES_BY_TRANSACTION_TYPE, AccountType, type Account, type TransactionTypeId } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { AccountSelect } from '../../components/account-select';
import { useCreateThirdParty } from './api';

export type Side = 'debitAccountId' | 'creditAccountId';

interface AccountSidePickersProps {
  transactionTypeId: TransactionTypeId;
  debitAccountId: number | null;
  creditAccountId: number | null;
  /** `account` is null when the picker was cleared. */
  onPick: (side: Side, id: number | null, account: Account | null) => void;
  errors: Partial<Record<Side, string>>;
  /** A reconciled transaction keeps the accounts the bank said. */
  disabled?: boolean;
}

const KIND_WORDS = { [AccountType.Bank]: 'A bank account', [AccountType.ThirdParty]: 'A third party' } as const;

/**
 * The debit (money from) and credit (money to) pickers, each offering the kind of account the type takes.
 * A third-party picker also creates a payee typed by name, once the user confirms it.
 */
export function AccountSidePickers({
  transactionTypeId,
  debitAccountId,
  creditAccountId,
  onPick,
  errors,
  disabled = false,
}: AccountSidePickersProps) {
  const kinds = ACCOUNT_TYPES_BY_TRANSACTION_TYPE[transactionTypeId];
  const createThirdParty = useCreateThirdParty();

  const askToCreate = (side: Side) => (name: string) =>
    modals.openConfirmModal({
      title: 'New Third Party',
      children: <Text size="sm">{`Add new Third Party ${name}. Continue?`}</Text>,
      labels: { confirm: 'Yes, Create it!', cancel: 'No' },
      onCancel: () => onPick(side, null, null),
      onConfirm: () =>
        createThirdParty.mutate(name, {
          onSuccess: ({ data, description }) => {
            showSuccess(description);
            onPick(side, data.id, data);
          },
          onError: (error) => {
            showError(errorMessage(error));
            onPick(side, null, null);
          },
        }),
    });

  const picker = (side: Side, label: string, kind: 1 | 2, value: number | null, other: number | null) => (
    <AccountSelect
      label={label}
      description={`${KIND_WORDS[kind]}: money ${side === 'debitAccountId' ? 'leaves it' : 'goes to it'}`}
      placeholder={kind === AccountType.ThirdParty ? 'Pick or type a payee' : 'Pick an account'}
      accountTypeId={kind}
      value={value}
      exclude={other === null ? [] : [other]}
      onChange={(id, account) => onPick(side, id, account)}
      onCreate={kind === AccountType.ThirdParty ? askToCreate(side) : undefined}
      error={errors[side]}
      disabled={disabled || createThirdParty.isPending}
      withAsterisk
    />
  );

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {picker('debitAccountId', 'Debit account', kinds.debit, debitAccountId, creditAccountId)}
      {picker('creditAccountId', 'Credit account', kinds.credit, creditAccountId, debitAccountId)}
    </SimpleGrid>
  );
}
