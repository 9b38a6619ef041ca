import { useState } from 'react';
import { FileInput, Modal, Stack, TextInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { errorMessage } from '../../api/client';
import { showError, showSuccess } from '../../app/toasts';
import { FormActions } from '../../components/form-actions';
import { useUploadAttachment } from './api';

/** The server refuses larger files; saying so before the upload spares a long wait for a refusal. */
const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
const TOO_LARGE = 'The file is too large: attachments can be at most 10 MB.';

interface AddAttachmentsModalProps {
  transactionId: number;
  opened: boolean;
  onClose: () => void;
}

export function AddAttachmentsModal({ transactionId, opened, onClose }: AddAttachmentsModalProps) {
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState('');
  const upload = useUploadAttachment(transactionId);
  const tooLarge = !!file && file.size > MAX_ATTACHMENT_BYTES;

  const close = () => {
    setFile(null);
    setDescription('');
    onClose();
  };

  const submit = () => {
    if (!file || tooLarge) return;
    upload.mutate(
      { file, description: description.trim() },
      {
        onSuccess: ({ description: message }) => {
          showSuccess(message);
          close();
        },
        onError: (error) => showError(errorMessage(error)),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title="Add Attachments" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <FileInput
            label="File"
            placeholder="Choose a file"
            leftSection={<IconPaperclip size={16} />}
            clearable
            value={file}
            onChange={setFile}
            error={tooLarge ? TOO_LARGE : undefined}
            data-autofocus
          />
          <TextInput
            label="Description"
            description="Left empty, the file name is used."
            maxLength={500}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          <FormActions onCancel={close} pending={upload.isPending} submitLabel="Upload" submitDisabled={!file || tooLarge} />
        </Stack>
      </form>
    </Modal>
  );
}
