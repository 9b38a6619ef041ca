import { Switch } from '@mantine/core';

interface TransfersSwitchProps {
  checked: boolean;
  onChange: (includeTransfers: boolean) => void;
}

/** Include transfers: money moved between the family's own accounts, which the reports leave out by default. */
export function TransfersSwitch({ checked, onChange }: TransfersSwitchProps) {
  return (
    <Switch
      label="Include transfers"
      description="Moves between your own accounts"
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      // Centred on its two lines, the track lines up with the one-line switches beside it.
      styles={{ body: { alignItems: 'center' } }}
    />
  );
}
