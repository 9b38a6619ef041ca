import { useState } from 'react';
import { Textarea, TextInput } from '@mantine/core';
import { errorMessage } from '../../api/client';
import { showError, showInfo, showSuccess } from '../../lib/toasts';
import { FormActions } from '../../components/form-actions';
import { FormCard } from '../../components/form-card';
import { useSaveScenario } from './api';
import { CHANGES_DISCARDED_MESSAGE } from './scenario-rows';

export interface ScenarioFields {
  name: string;
  description: string;
}

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
  const [fields, setFields] = useState(initial);
  const [nameError, setNameError] = useState<string | null>(null);
  const save = useSaveScenario();

  const cancel = () => {
    setFields(initial);
    setNameError(null);
    showInfo(CHANGES_DISCARDED_MESSAGE);
    onLeaveEditing();
  };

  const submit = () => {
    const name = fields.name.trim();
    if (!name) {
      setNameError('Name is required');
      return;
    }
    save.mutate(
      { id, name, description: fields.description.trim() },
      {
        onSuccess: ({ data, description }) => {
          showSuccess(description || `Scenario, ${name}, Saved Successfully.`);
          onLeaveEditing();
          onSaved(data.id);
        },
        onError: (error) => showError(errorMessage(error)),
      },
    );
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
        value={fields.name}
        error={nameError}
        data-autofocus
        onChange={(event) => {
          setFields({ ...fields, name: event.currentTarget.value });
          setNameError(null);
        }}
      />
      <Textarea
        label="Description"
        maxLength={500}
        autosize
        minRows={2}
        readOnly={!editing}
        variant={editing ? 'default' : 'filled'}
        value={fields.description}
        onChange={(event) => setFields({ ...fields, description: event.currentTarget.value })}
      />
      {editing && <FormActions onCancel={cancel} pending={save.isPending} />}
    </FormCard>
  );
}
