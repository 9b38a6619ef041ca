import { Group, Paper, Stack, Switch, TextInput, Title } from '@mantine/core';
import type { Tag } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { useDraft } from '../../lib/use-draft';
import { DateField } from '../../components/date-field';
import { FormActions } from '../../components/form-actions';
import { SubmitForm } from '../../components/submit-form';
import { useSaveTag } from './api';
import { saveTagRequestOf, tagFormProblem, tagFormValuesOf, type TagFormValues } from './tag-form-values';

interface TagFormProps {
  /** The saved tag's id, or null for a new one. */
  id: number | null;
  initial: TagFormValues;
  onSaved: (tag: Tag) => void;
}

export function TagForm({ id, initial, onSaved }: TagFormProps) {
  const { values, setValues, field, textField, switchField } = useDraft(initial);
  const saveTag = useSaveTag();

  const submit = () => {
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
    <Paper withBorder radius="md" p="lg">
      <SubmitForm label="Tag details" onSubmit={submit}>
        <Title order={2} fz="lg" mb="md">
          Details
        </Title>
        <Stack gap="md">
          <TextInput label="Name" required {...textField('name')} data-autofocus />
          <Switch label="Currently Active" {...switchField('active')} />
          <Switch
            label="Use validity period"
            description="Offer the tag only for transactions dated within the period"
            {...switchField('useValidityPeriod')}
          />
          <Group grow gap="sm" align="flex-start">
            <DateField label="Valid From" disabled={!values.useValidityPeriod} {...field('validFrom')} />
            <DateField label="Valid To" disabled={!values.useValidityPeriod} {...field('validTo')} />
          </Group>
          <FormActions pending={saveTag.isPending} />
        </Stack>
      </SubmitForm>
    </Paper>
  );
}
