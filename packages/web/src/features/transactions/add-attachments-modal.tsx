import { useState } from 'react';
import { ActionIcon, Group, Progress, Stack, Text, TextInput } from '@mantine/core';
import { IconFile, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { invalidateLedger } from '../../api/ledger';
import { showError, showSuccess } from '../../lib/toasts';
import { FormActions } from '../../components/form-actions';
import { FormDialog } from '../../components/form-dialog';
import { uploadAttachment } from './api';
import { addFiles, isTooLarge, TOO_LARGE, uploadLabel } from './attachment-files';
import { AttachmentDropArea } from './attachment-drop-area';
import { formatMegabytes } from './attachment-size';

interface AddAttachmentsModalProps {
  transactionId: number;
  opened: boolean;
  onClose: () => void;
}

interface Progressing {
  done: number;
  total: number;
  name: string;
}

/**
 * Several files at once, chosen or dropped. They go one request per file, one after the other, each with
 * its own toast: a file refused keeps its place in the list, the ones that went are taken off it.
 */
export function AddAttachmentsModal({ transactionId, opened, onClose }: AddAttachmentsModalProps) {
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [description, setDescription] = useState('');
  const [progress, setProgress] = useState<Progressing | null>(null);
  const uploadable = files.filter((file) => !isTooLarge(file));
  const uploading = progress !== null;

  const close = () => {
    if (uploading) return;
    setFiles([]);
    setDescription('');
    onClose();
  };

  const submit = async () => {
    if (uploadable.length === 0 || uploading) return;
    const failed: File[] = [];
    for (const [index, file] of uploadable.entries()) {
      setProgress({ done: index, total: uploadable.length, name: file.name });
      try {
        const { description: message } = await uploadAttachment(transactionId, {
          file,
          description: description.trim(),
        });
        showSuccess(message);
      } catch (error) {
        showError(`${file.name}: ${errorMessage(error)}`);
        failed.push(file);
      }
    }
    setProgress(null);
    // Once for the whole batch: the transaction's list of attachments reloads after the last file.
    await invalidateLedger(queryClient);
    if (failed.length === 0) {
      setFiles([]);
      setDescription('');
      onClose();
    } else {
      setFiles((current) => current.filter((file) => failed.includes(file) || isTooLarge(file)));
    }
  };

  return (
    <FormDialog opened={opened} onClose={close} title="Add Attachments" onSubmit={() => void submit()}>
      <AttachmentDropArea onFiles={(added) => setFiles((current) => addFiles(current, added))} disabled={uploading} />
      {files.length > 0 && (
        <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Chosen files">
          {files.map((file) => (
            <Group
              component="li"
              key={`${file.name}-${file.size}-${file.lastModified}`}
              gap="xs"
              wrap="nowrap"
              justify="space-between"
            >
              <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                <IconFile size={16} aria-hidden style={{ flexShrink: 0 }} />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {file.name}
                  </Text>
                  <Text size="xs" c={isTooLarge(file) ? 'red.7' : 'dimmed'}>
                    {formatMegabytes(file.size)}
                    {isTooLarge(file) ? ` · ${TOO_LARGE}` : ''}
                  </Text>
                </Stack>
              </Group>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Leave out ${file.name}`}
                disabled={uploading}
                onClick={() => setFiles((current) => current.filter((candidate) => candidate !== file))}
              >
                <IconX size={16} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      <TextInput
        label="Description"
        description="Given to every file; left empty, each file's name is used."
        maxLength={500}
        value={description}
        disabled={uploading}
        onChange={(event) => setDescription(event.currentTarget.value)}
      />
      {progress && (
        <Stack gap={4} aria-live="polite">
          <Text size="sm">
            Uploading {progress.done + 1} of {progress.total}: {progress.name}
          </Text>
          <Progress value={(progress.done / progress.total) * 100} aria-label="Upload progress" />
        </Stack>
      )}
      <FormActions
        onCancel={close}
        pending={uploading}
        submitLabel={uploadLabel(uploadable.length)}
        submitDisabled={uploadable.length === 0}
      />
    </FormDialog>
  );
}
