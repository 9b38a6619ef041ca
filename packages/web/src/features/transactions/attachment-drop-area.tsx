import { useRef, useState, type DragEvent } from 'react';
import { Button, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';

interface AttachmentDropAreaProps {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}

/** Where files are dropped, or chosen with the button (several at once); the file input itself is hidden. */
export function AttachmentDropArea({ onFiles, disabled = false }: AttachmentDropAreaProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const dragOver = (event: DragEvent) => {
    // Without this the browser opens a dropped file itself instead of handing it to the page.
    event.preventDefault();
    if (!disabled) setOver(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      data-testid="attachment-drop-area"
      data-over={over || undefined}
      onDragEnter={dragOver}
      onDragOver={dragOver}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: over ? 'var(--mantine-color-hearth-6)' : undefined,
        backgroundColor: over ? 'var(--mantine-color-hearth-0)' : 'var(--mantine-color-gray-0)',
      }}
    >
      <Stack align="center" gap={6}>
        <IconUpload size={28} color="var(--mantine-color-hearth-7)" aria-hidden />
        <Text size="sm" fw={500} ta="center">
          Drop files here
        </Text>
        <Text size="xs" c="dimmed">
          or
        </Text>
        <Button variant="light" size="xs" onClick={() => input.current?.click()} disabled={disabled}>
          Choose files
        </Button>
        <VisuallyHidden>
          <input
            ref={input}
            type="file"
            multiple
            aria-label="Files"
            tabIndex={-1}
            onChange={(event) => {
              onFiles(Array.from(event.currentTarget.files ?? []));
              // Cleared, so that choosing the same file again after removing it still reports a change.
              event.currentTarget.value = '';
            }}
          />
        </VisuallyHidden>
      </Stack>
    </Paper>
  );
}
