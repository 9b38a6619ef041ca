import type { ReactNode } from 'react';
import { Input, SegmentedControl, Stack } from '@mantine/core';

interface ModeChoiceProps<Mode extends string> {
  label: string;
  modes: { value: Mode; label: string }[];
  value: Mode;
  onChange: (mode: Mode) => void;
  /** The inputs of the chosen mode. */
  children?: ReactNode;
}

/** A labelled group: how to filter (any, exact, between), then the inputs that mode needs. */
export function ModeChoice<Mode extends string>({ label, modes, value, onChange, children }: ModeChoiceProps<Mode>) {
  return (
    <Stack gap={6} role="group" aria-label={label}>
      <Input.Label component="span">{label}</Input.Label>
      <SegmentedControl
        fullWidth
        size="xs"
        data={modes}
        value={value}
        onChange={(next) => {
          const mode = modes.find((candidate) => candidate.value === next);
          if (mode) onChange(mode.value);
        }}
      />
      {children}
    </Stack>
  );
}
