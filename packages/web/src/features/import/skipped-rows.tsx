import { useState } from 'react';
import { Alert, Box, Button, Code, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ImportSkippedRow } from '@hearth/contract';

/** Rows listed before "Show all": a file with hundreds of bad rows does not push the preview off the screen. */
const FIRST_SHOWN = 5;

const sentence = (reason: string) => `${reason.charAt(0).toUpperCase()}${reason.slice(1)}.`;

interface SkippedRowsProps {
  rows: ImportSkippedRow[];
}

/**
 * The rows of the file that could not be read and are left out of the import, each with the line of the
 * file it starts on, why, and what the file says there. The other rows are read and imported as usual.
 */
export function SkippedRows({ rows }: SkippedRowsProps) {
  const [all, setAll] = useState(false);
  if (rows.length === 0) return null;
  const shown = all ? rows : rows.slice(0, FIRST_SHOWN);
  const count = rows.length === 1 ? '1 row' : `${rows.length} rows`;
  return (
    <Box component="section" aria-label="Rows not read">
      <Alert
        color="orange"
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        title={`${count} of the file could not be read and will not be imported`}
      >
        <Stack gap="xs">
          <Text size="sm">
            The rest of the file is read as usual. Correct {rows.length === 1 ? 'this line' : 'these lines'} in the file
            and import it again (rows imported before are recognised), or enter {rows.length === 1 ? 'it' : 'them'} by
            hand.
          </Text>
          <List spacing="xs" size="sm" listStyleType="none" aria-label="Lines not read">
            {shown.map((row) => (
              <List.Item key={`${row.file ?? ''}:${row.line}`}>
                <Text size="sm" span fw={600}>
                  {row.file ? `${row.file}, line` : 'Line'} {row.line}:
                </Text>{' '}
                <Text size="sm" span>
                  {sentence(row.reason)}
                </Text>
                {row.text && (
                  <Code block mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {row.text}
                  </Code>
                )}
              </List.Item>
            ))}
          </List>
          {rows.length > FIRST_SHOWN && (
            <Button
              variant="subtle"
              color="orange.9"
              size="compact-sm"
              onClick={() => setAll((shownAll) => !shownAll)}
              aria-expanded={all}
              style={{ alignSelf: 'flex-start' }}
            >
              {all ? `Show the first ${FIRST_SHOWN}` : `Show all ${rows.length}`}
            </Button>
          )}
        </Stack>
      </Alert>
    </Box>
  );
}
