import { useState } from 'react';
import { ActionIcon, Anchor, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import type { Attachment } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { useSession } from '../../lib/session/session-context';
import { showError, showSuccess } from '../../lib/toasts';
import { confirmDanger } from '../../components/confirm-danger';
import { DateText } from '../../components/date-text';
import { StackedCell, StackedTable } from '../../components/stacked-table';
import { AddAttachmentsModal } from './add-attachments-modal';
import { useRemoveAttachment } from './api';
import { downloadAttachment } from './attachment-download';
import { formatMegabytes } from './attachment-size';

interface AttachmentsSectionProps {
  /** Null for a transaction not saved yet: files need a transaction to belong to. */
  transactionId: number | null;
  attachments: readonly Attachment[];
  /** A deleted transaction's files can still be downloaded, not added or removed. */
  readOnly?: boolean;
}

export function AttachmentsSection({ transactionId, attachments, readOnly = false }: AttachmentsSectionProps) {
  const [adding, setAdding] = useState(false);
  const { session } = useSession();
  const remove = useRemoveAttachment();

  const download = (attachment: Attachment) => {
    if (session.status !== 'signed-in') return;
    downloadAttachment(attachment, session.token).catch((error: unknown) => showError(errorMessage(error)));
  };

  // A removed file is gone for good: the family confirms it first, as for any delete.
  const confirmRemove = (attachment: Attachment) =>
    confirmDanger({
      title: 'Remove Attachment',
      message: `Confirm you want to remove the attachment ${attachment.fileName}`,
      confirmLabel: 'Remove',
      onConfirm: () =>
        remove.mutate(attachment.id, {
          onSuccess: ({ description }) => showSuccess(description),
          onError: (error) => showError(errorMessage(error)),
        }),
    });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="attachments-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" id="attachments-title">
          Attachments
        </Title>
        {transactionId !== null && !readOnly && (
          <Button variant="light" leftSection={<IconPaperclip size={16} />} onClick={() => setAdding(true)}>
            Add Attachments
          </Button>
        )}
      </Group>
      {transactionId === null ? (
        <Text c="dimmed" size="sm">
          Save the transaction first, then add its attachments.
        </Text>
      ) : attachments.length === 0 ? (
        <Text c="dimmed" size="sm">
          No attachments yet.
        </Text>
      ) : (
        <StackedTable minWidth={560} verticalSpacing={6} aria-label="Attachments">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>File</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th ta="right">Size</Table.Th>
              <Table.Th>Uploaded</Table.Th>
              {!readOnly && <Table.Th w={44} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {attachments.map((attachment) => (
              <Table.Tr key={attachment.id}>
                <StackedCell kind="title">
                  <Anchor component="button" type="button" size="sm" ta="left" onClick={() => download(attachment)}>
                    {attachment.fileName}
                  </Anchor>
                </StackedCell>
                <StackedCell kind="detail">
                  <Text size="sm">{attachment.description}</Text>
                </StackedCell>
                <StackedCell kind="amount" ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm" ff="monospace">
                    {formatMegabytes(attachment.size)}
                  </Text>
                </StackedCell>
                <StackedCell kind="detail" label="Uploaded" style={{ whiteSpace: 'nowrap' }}>
                  <DateText value={attachment.uploadedDate} size="sm" />
                </StackedCell>
                {!readOnly && (
                  <StackedCell kind="action">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${attachment.fileName}`}
                      loading={remove.isPending && remove.variables === attachment.id}
                      onClick={() => confirmRemove(attachment)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </StackedCell>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackedTable>
      )}
      {transactionId !== null && !readOnly && (
        <AddAttachmentsModal transactionId={transactionId} opened={adding} onClose={() => setAdding(false)} />
      )}
    </Paper>
  );
}
