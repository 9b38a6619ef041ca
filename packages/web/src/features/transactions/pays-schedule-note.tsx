import { Link } from 'react-router';
import { Anchor, Group, Text, ThemeIcon } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';

interface PaysScheduleNoteProps {
  scheduleId: number;
  scheduleName: string | null;
  paymentNumber: number | null;
}

/** 'Pays <schedule>, payment N', the schedule's name linking to its editor. */
export function PaysScheduleNote({ scheduleId, scheduleName, paymentNumber }: PaysScheduleNoteProps) {
  return (
    <Group gap="xs" wrap="nowrap" aria-label="Scheduled payment">
      <ThemeIcon variant="light" radius="xl" size="sm">
        <IconRepeat size={12} />
      </ThemeIcon>
      <Text size="sm">
        Pays{' '}
        <Anchor component={Link} to={`/schedule/${scheduleId}`} size="sm" fw={500}>
          {scheduleName ?? `Schedule ${scheduleId}`}
        </Anchor>
        {paymentNumber !== null ? `, payment ${paymentNumber}` : ''}
      </Text>
    </Group>
  );
}
