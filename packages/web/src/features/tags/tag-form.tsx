import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Stack, Switch, TextInput, Title } from '@mantine/core';
import type { Tag } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { DateField } from '../../components/date-field';
import { useSaveTag } from './api';
import { saveTagRequestOf, tagFormProblem, tagFormValuesOf, type TagFormValues } from './tag-form-values';

interface TagFormProps {
  /** The saved tag's id, or null for a new one. */
  id: number | null;
  initial: TagFormValues;
  onSaved: (tag: Tag) => void;
}

export function TagForm({ id, initial, onSaved }: TagFormProps) {
  const [values, setValues] = useState<TagFormValues>(initial);
  const saveTag = useSaveTag();
  const change = (changes: Partial<TagFormValues>) => setValues((current) => ({ ...current, ...changes }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saveTag.isPending) return;
    const problem = tagFormProblem(values);
    if (problem) {
      showError(problem);
      return;
    }
    saveTag.mutate(saveTagRequestOf(values, id), {
      onSuccess: ({ data, description }) => {
        showSuccess(description);
        // Show what was stored: without a validity period the server has cleared the dates.
        setValues(tagFormValuesOf(data));
        onSaved(data);
      },
      onError: (error) => showError(errorMessage(error)),
    });
  };

  return (
    <Paper withBorder radius="md" p="lg" component="form" onSubmit={submit} aria-label="Tag details">
      <Title order={2} fz="lg" mb="md">
        Details
      </Title>
      <Stack gap="md">
        <TextInput
          label="Name"
          required
          value={values.name}
          onChange={(event) => change({ name: event.currentTarget.value })}
          data-autofocus
        />
        <Switch
          label="Currently Active"
          checked={values.active}
          onChange={(event) => change({ active: event.currentTarget.checked })}
        />
        <Switch
          label="Use validity period"
          description="Offer the tag only for transactions dated within the period"
          checked={values.useValidityPeriod}
          onChange={(event) => change({ useValidityPeriod: event.currentTarget.checked })}
        />
        <Group grow gap="sm" align="flex-start">
          <DateField
            label="Valid From"
            disabled={!values.useValidityPeriod}
            value={values.validFrom}
            onChange={(validFrom) => change({ validFrom })}
          />
          <DateField
            label="Valid To"
            disabled={!values.useValidityPeriod}
            value={values.validTo}
            onChange={(validTo) => change({ validTo })}
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={saveTag.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
