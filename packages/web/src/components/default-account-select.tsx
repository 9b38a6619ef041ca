import { Select } from '@mantine/core';
import { useAccountChoiceOptions } from '../api/user';

interface DefaultAccountSelectProps {
  /** What the default account does, said on the screen it is chosen from. */
  description: string;
  value: number | null;
  onChange: (accountId: number | null) => void;
}

/** The user's default account: one of the family's bank accounts, or none. */
export function DefaultAccountSelect({ description, value, onChange }: DefaultAccountSelectProps) {
  const { accounts, noAccounts } = useAccountChoiceOptions();
  return (
    <Select
      label="Default Account"
      description={description}
      placeholder={noAccounts ? 'No bank accounts yet' : 'Pick an account'}
      data={accounts}
      disabled={noAccounts}
      clearable
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
    />
  );
}
