import { Select, Stack, Text } from '@mantine/core';
import { formatDate, type ImportMatch, type ImportRow } from '@hearth/contract';
import { AccountSelect } from '../../components/account-select';
import { choiceValue, type RowChoice } from './row-choices';

interface RowActionPickerProps {
  row: ImportRow;
  choice: RowChoice;
  /** The account being imported into: a row cannot be with it. */
  accountId: number;
  onChange: (choice: RowChoice) => void;
}

/** The amount is the row's own (candidates share it), so the date and the other side tell them apart. */
const candidateLabel = (candidate: ImportMatch) =>
  `Match: ${formatDate(candidate.date)}, ${candidate.counterpartyName || candidate.description || 'no name'}${candidate.isReconciled ? ' (reconciled)' : ''}`;

/**
 * What to do with one row: match it to one of its candidates, create a transaction (with which account),
 * or leave it out. A row imported before stays as it is.
 */
export function RowActionPicker({ row, choice, accountId, onChange }: RowActionPickerProps) {
  if (choice.action === 'reconciled') {
    return (
      <Text size="sm" c="dimmed">
        Imported before
      </Text>
    );
  }
  const zero = row.importedTransaction.amount === 0;
  const importedBefore = row.matchedBy === 'reference';
  const data = [
    ...row.candidates.map((candidate) => ({ value: `match:${candidate.id}`, label: candidateLabel(candidate) })),
    ...(zero || importedBefore ? [] : [{ value: 'create', label: 'Create a new transaction' }]),
    { value: 'skip', label: 'Leave out' },
  ];
  const proposed = row.importedTransaction;
  const choose = (value: string | null) => {
    if (!value) return;
    if (value === 'skip') onChange({ action: 'skip' });
    else if (value === 'create')
      onChange({
        action: 'create',
        counterpartyId: proposed.counterpartyId,
        counterpartyName: proposed.counterpartyName,
      });
    else onChange({ action: 'match', transactionId: Number(value.slice('match:'.length)) });
  };
  return (
    <Stack gap={6} miw={0}>
      <Select
        size="xs"
        aria-label={`What to do with row ${row.rowNumber}`}
        data={data}
        value={choiceValue(choice)}
        onChange={choose}
        allowDeselect={false}
        comboboxProps={{ width: 'target', withinPortal: true }}
      />
      {choice.action === 'create' && (
        <AccountSelect
          size="xs"
          aria-label={`Account of row ${row.rowNumber}`}
          accountTypeId={0}
          exclude={[accountId]}
          value={choice.counterpartyId}
          placeholder={choice.counterpartyId === null ? `New third party: ${choice.counterpartyName}` : undefined}
          clearable={false}
          onChange={(id, account) =>
            id !== null &&
            onChange({
              action: 'create',
              counterpartyId: id,
              counterpartyName: account?.name ?? choice.counterpartyName,
            })
          }
          onCreate={(name) => onChange({ action: 'create', counterpartyId: null, counterpartyName: name })}
        />
      )}
    </Stack>
  );
}
