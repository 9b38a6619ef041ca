import type { ReactNode } from 'react';
import { Paper, Stack } from '@mantine/core';

interface FormCardProps {
  /** The form's accessible name. */
  label: string;
  /** On Save or Enter; the page does not reload. */
  onSubmit: () => void;
  children: ReactNode;
}

/** A record's form on a bordered card, its fields stacked. */
export function FormCard({ label, onSubmit, children }: FormCardProps) {
  return (
    <Paper withBorder radius="md" p="lg">
      <form
        aria-label={label}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="md">{children}</Stack>
      </form>
    </Paper>
  );
}
