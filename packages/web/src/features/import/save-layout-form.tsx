import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import type { CsvLayout } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { useSaveLayout } from './layouts-api';

interface SaveLayoutFormProps {
  accountId: number;
  headings: string[];
  layout: CsvLayout;
  suggestedName: string;
}

/** Saves the layout on screen under a name, as this account's: its next file with these headings uses it. */
export function SaveLayoutForm({ accountId, headings, layout, suggestedName }: SaveLayoutFormProps) {
  const [name, setName] = useState(suggestedName);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveLayout();
  const submit = () => {
    if (!name.trim()) {
      setProblem('Name the layout to save it.');
      return;
    }
    save.mutate(
      { name: name.trim(), headings, layout, accountId },
      {
        onSuccess: ({ description }) => showSuccess(description),
        onError: (error) => showError(errorMessage(error)),
      },
    );
  };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label="Layout name"
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setProblem(null);
        }}
        error={problem}
        maxLength={100}
        style={{ flex: '1 1 14rem' }}
      />
      <Button variant="default" onClick={submit} loading={save.isPending}>
        Save layout for this account
      </Button>
    </Group>
  );
}
