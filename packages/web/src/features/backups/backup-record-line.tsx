import { Badge, Group, Stack, Text } from '@mantine/core';
import type { BackupRecord } from '@hearth/contract';
import { describeState, describeTrigger, formatMoment, formatSize } from './backup-words';

const COLOURS: Record<BackupRecord['state'], string> = {
  requested: 'gray',
  running: 'blue',
  verified: 'green',
  failed: 'red',
};

/** One backup: when and whether it verified, then how large and what started it. */
export function BackupRecordLine({ record, zone }: { record: BackupRecord; zone: string | undefined }) {
  const when = record.finishedAt ?? record.startedAt ?? record.requestedAt;
  const details = [
    record.sizeBytes === null ? null : formatSize(record.sizeBytes),
    describeTrigger(record.trigger),
    record.removed ? 'removed by rotation' : null,
  ].filter(Boolean);
  return (
    <Stack gap={2} component="li">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={500}>
          <time dateTime={when}>{formatMoment(when, zone)}</time>
        </Text>
        <Badge color={COLOURS[record.state]} variant="light">
          {describeState(record.state)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {details.join(' · ')}
      </Text>
    </Stack>
  );
}
