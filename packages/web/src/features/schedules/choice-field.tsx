import { Input, SegmentedControl, Stack } from '@mantine/core';

interface ChoiceFieldProps {
  label: string;
  /** Id to name, as the contract's enumerations are written. */
  choices: Record<number, string>;
  value: number;
  onChange: (id: number) => void;
}

/** A few exclusive choices side by side, in a group named by its label so that each option is findable. */
export function ChoiceField({ label, choices, value, onChange }: ChoiceFieldProps) {
  return (
    <Stack gap={4} role="group" aria-label={label}>
      <Input.Label component="span">{label}</Input.Label>
      <SegmentedControl
        fullWidth
        data={Object.entries(choices).map(([id, name]) => ({ value: id, label: name }))}
        value={String(value)}
        onChange={(next) => onChange(Number(next))}
      />
    </Stack>
  );
}
