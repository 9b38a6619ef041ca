import { useState, type ReactNode } from 'react';
import { TextInput } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { serverDescription, type ApiSuccess } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { useLeaveEditor } from '../../lib/use-leave-editor';
import { FormActions } from '../../components/form-actions';
import { FormDialog } from '../../components/form-dialog';
import { savedNameOf } from './name-draft';

interface NameModalProps<TRequest> {
  title: string;
  /** The form's accessible name. */
  formLabel: string;
  initialName: string;
  /** The save, and the request it sends for the trimmed name. */
  save: UseMutationResult<ApiSuccess<unknown>, Error, TRequest>;
  request: (name: string) => TRequest;
  onClose: () => void;
  /** Fields below the name. */
  children?: ReactNode;
  /** Those fields hold changes: leaving the page asks first, as it does for a changed name. */
  childrenChanged?: boolean;
}

/** Creates or renames a category or subcategory; the server's answer shows as a toast, and success closes it. */
export function NameModal<TRequest>({
  title,
  formLabel,
  initialName,
  save,
  request,
  onClose,
  children,
  childrenChanged = false,
}: NameModalProps<TRequest>) {
  const [name, setName] = useState(initialName);
  // Back (or a reload) with a changed name asks first; a save, Cancel or the dialog's close leave as asked.
  useLeaveEditor(name !== initialName || childrenChanged);

  const submit = () => {
    const saved = savedNameOf(name);
    if (saved === null) return;
    save.mutate(request(saved), {
      onSuccess: ({ description }) => {
        showSuccess(description);
        onClose();
      },
      onError: (error) => showError(serverDescription(error)),
    });
  };

  return (
    <FormDialog title={title} label={formLabel} onClose={onClose} onSubmit={submit}>
      <TextInput
        label="Name"
        required
        data-autofocus
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      {children}
      <FormActions onCancel={onClose} pending={save.isPending} />
    </FormDialog>
  );
}
