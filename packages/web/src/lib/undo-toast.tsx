import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp } from '@tabler/icons-react';
import { showError, showSuccess, TOAST_CLOSE_BUTTON } from './toasts';

/** What the Undo button runs: answers the words to show once it is done, or throws a message. */
export type UndoAction = () => Promise<string>;

let undoToasts = 0;

function UndoToastBody({ message, id, undo }: { message: string; id: string; undo: UndoAction }) {
  const [pending, setPending] = useState(false);
  const run = () => {
    setPending(true);
    undo().then(
      (done) => {
        notifications.hide(id);
        showSuccess(done);
      },
      (error: unknown) => {
        setPending(false);
        notifications.hide(id);
        showError(error instanceof Error ? error.message : String(error));
      },
    );
  };
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="nowrap">
      <Text size="sm">{message}</Text>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconArrowBackUp size={14} />}
        onClick={run}
        loading={pending}
        style={{ flexShrink: 0 }}
      >
        Undo
      </Button>
    </Group>
  );
}

/**
 * A success toast whose Undo button takes the change back (a delete, a bulk update, a merge). Each one is
 * its own: two changes that read alike are two toasts, each undoing its own change.
 */
export function showUndoable(message: string, undo: UndoAction): void {
  undoToasts += 1;
  const id = `undo ${undoToasts}`;
  notifications.show({
    id,
    color: 'teal',
    message: <UndoToastBody message={message} id={id} undo={undo} />,
    closeButtonProps: TOAST_CLOSE_BUTTON,
  });
}
