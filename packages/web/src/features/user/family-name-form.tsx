import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { ApiError, serverDescription } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { SubmitForm } from '../../components/submit-form';
import { useRenameFamily } from './api';
import { familyNameOf } from './user-drafts';

/** An Admin renames the family: the name every member sees on their User page. */
export function FamilyNameForm({ name }: { name: string }) {
  const [typed, setTyped] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const rename = useRenameFamily();
  const trimmed = typed.trim();

  const submit = () => {
    const check = familyNameOf(typed);
    if (!check.ok) {
      setError(check.error);
      return;
    }
    rename.mutate(check.name, {
      onSuccess: ({ description }) => showSuccess(description),
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 400) setError(serverDescription(failure));
        else showError(serverDescription(failure));
      },
    });
  };

  return (
    <SubmitForm label="Rename the family" onSubmit={submit}>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label="Family name"
          maxLength={200}
          value={typed}
          error={error}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setError(null);
          }}
          style={{ flex: '1 1 0', minWidth: 0 }}
        />
        <Button type="submit" variant="default" disabled={trimmed === name} loading={rename.isPending}>
          Rename
        </Button>
      </Group>
    </SubmitForm>
  );
}
