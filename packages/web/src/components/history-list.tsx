import { useId, useState } from 'react';
import { Alert, Button, Collapse, List, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconHistory } from '@tabler/icons-react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiEndpoints, formatDate, type HistoryEntry } from '@hearth/contract';
import { callEndpoint, errorMessage } from '../api/client';
import { currentUserQuery } from '../api/user';
import { formatAmount, moneyDisplay } from '../lib/money-display';
import { dayForUser } from '../lib/today';
import { entryText } from './history-text';
import { browserTimeZone } from './time-zone-choice';

/** The records whose history the server keeps and answers (docs/history.md). */
export type HistoryOwner = keyof typeof apiEndpoints.history;

/** A record's history, newest first; read again each time the section opens. */
function historyQuery(owner: HistoryOwner, id: number) {
  return queryOptions({
    queryKey: ['history', owner, id] as const,
    queryFn: async () => (await callEndpoint(apiEndpoints.history[owner], { params: { id } })).data.entries,
    staleTime: 0,
  });
}

/** The hour and minute of an instant where the user lives ("14:05"), on a 24-hour clock. */
function timeOfDay(instant: Date, zone: string | undefined): string {
  for (const timeZone of [zone, browserTimeZone(), 'UTC']) {
    if (!timeZone) continue;
    try {
      return new Intl.DateTimeFormat(moneyDisplay().locale, {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(instant);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
    }
  }
  return instant.toISOString().slice(11, 16);
}

function HistoryRow({ entry, zone }: { entry: HistoryEntry; zone: string | undefined }) {
  const instant = new Date(entry.at);
  const when = `${formatDate(dayForUser(instant, zone, browserTimeZone()))}, ${timeOfDay(instant, zone)}`;
  const { headline, details } = entryText(entry, { money: formatAmount });
  return (
    <List.Item>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <time dateTime={entry.at}>{when}</time> — {headline}
      </Text>
      {details.length > 0 && (
        <List size="sm" withPadding spacing={2} mt={2}>
          {details.map((detail, index) => (
            <List.Item key={index} style={{ overflowWrap: 'anywhere' }}>
              {detail}
            </List.Item>
          ))}
        </List>
      )}
    </List.Item>
  );
}

function HistoryEntries({ owner, id }: { owner: HistoryOwner; id: number }) {
  const history = useQuery(historyQuery(owner, id));
  const zone = useQuery({ ...currentUserQuery(), select: (user) => user.timezoneId });
  if (history.isPending) return <Loader size="sm" aria-label="Loading the history" />;
  if (history.isError)
    return (
      <Alert color="red" variant="light">
        {errorMessage(history.error)}
      </Alert>
    );
  if (history.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No change recorded yet.
      </Text>
    );
  return (
    <List spacing="sm" listStyleType="none" aria-label="Changes, newest first">
      {history.data.map((entry, index) => (
        <HistoryRow key={`${entry.at}-${index}`} entry={entry} zone={zone.data} />
      ))}
    </List>
  );
}

/**
 * A record's history under its page, collapsed until asked for: who changed what from what to what, and
 * how (by hand, by an import, by auto-pay…), newest first, in the user's time zone and money format.
 */
export function HistoryList({ owner, id }: { owner: HistoryOwner; id: number }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="History">
      <Stack gap="sm">
        <Button
          variant="subtle"
          color="gray"
          justify="flex-start"
          leftSection={<IconHistory size={16} />}
          rightSection={open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
          px="xs"
          style={{ alignSelf: 'flex-start' }}
        >
          History
        </Button>
        <Collapse expanded={open} id={panelId}>
          {open && <HistoryEntries owner={owner} id={id} />}
        </Collapse>
      </Stack>
    </Paper>
  );
}
