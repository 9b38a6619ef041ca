import type { ReactNode } from 'react';
import { Paper, Stack } from '@mantine/core';
import { SubmitForm } from './submit-form';

interface FormCardProps {
  /** The form's accessible name. */
  label: string;
  /** On Save or Enter; the page does not reload. */
  onSubmit: () => void;
  /** The card's widest extent, where the fields would otherwise stretch across the page. */
  maw?: number;
  children: ReactNode;
}

/** A record's form on a bordered card, its fields stacked. */
export function FormCard({ label, onSubmit, maw, children }: FormCardProps) {
  return (
    <Paper withBorder radius="md" p="lg" maw={maw}>
      <SubmitForm label={label} onSubmit={onSubmit}>
        <Stack gap="md">{children}</Stack>
      </SubmitForm>
    </Paper>
  );
}
