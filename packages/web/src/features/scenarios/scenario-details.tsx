import { Textarea, TextInput } from '@mantine/core';
import { errorMessage } from '../../api/client';
import { showError, showInfo, showSuccess } from '../../lib/toasts';
import { useDraft } from '../../lib/use-draft';
import { FormActions } from '../../components/form-actions';
import { FormCard } from '../../components/form-card';
import { useSaveScenario } from './api';
import { scenarioSaveOf, type ScenarioFieldErrors, type ScenarioFields } from './scenario-draft';
import { CHANGES_DISCARDED_MESSAGE } from './scenario-rows';

interface ScenarioDetailsProps {
  /** null for a scenario not saved yet. */
  id: number | null;
  /** The last loaded values: Cancel comes back to them. */
  initial: ScenarioFields;
  editing: boolean;
  /** Edit mode ends (after Save or Cancel); a new scenario has no view mode to return to. */
  onLeaveEditing: () => void;
  onSaved: (id: number) => void;
}

/** The scenario's name and description: read-only in view mode, with Save and Cancel in edit mode. */
export function ScenarioDetails({ id, initial, editing, onLeaveEditing, onSaved }: ScenarioDetailsProps) {
  const { errors, setValues, setErrors, values, textField } = useDraft<ScenarioFields, ScenarioFieldErrors>(initial);
  const save = useSaveScenario();

  const cancel = () => {
    setValues(initial);
    setErrors({});
    showInfo(CHANGES_DISCARDED_MESSAGE);
    onLeaveEditing();
  };

  const submit = () => {
    const check = scenarioSaveOf(values, id);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    const { name } = check.request;
    save.mutate(check.request, {
      onSuccess: ({ data, description }) => {
        showSuccess(description || `Scenario, ${name}, Saved Successfully.`);
        onLeaveEditing();
        onSaved(data.id);
      },
      onError: (error) => showError(errorMessage(error)),
    });
  };

  return (
    <FormCard
      label="Scenario"
      onSubmit={() => {
        if (editing) submit();
      }}
    >
      <TextInput
        label="Name"
        withAsterisk={editing}
        maxLength={100}
        readOnly={!editing}
        variant={editing ? 'default' : 'filled'}
        {...textField('name')}
        error={errors.name}
        data-autofocus
      />
      <Textarea
        label="Description"
        maxLength={500}
        autosize
        minRows={2}
        readOnly={!editing}
        variant={editing ? 'default' : 'filled'}
        {...textField('description')}
      />
      {editing && <FormActions onCancel={cancel} pending={save.isPending} />}
    </FormCard>
  );
}
