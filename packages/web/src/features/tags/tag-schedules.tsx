import { Link } from 'react-router';
import { Anchor, List, Paper, Text, Title } from '@mantine/core';
import type { TagDetail } from '@hearth/contract';

export function TagSchedules({ schedules }: Pick<TagDetail, 'schedules'>) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Schedules">
      <Title order={2} fz="lg" mb="xs">
        Schedules
      </Title>
      {schedules.length === 0 ? (
        <Text c="dimmed">No schedules use this tag.</Text>
      ) : (
        <>
          <Text size="sm" mb="xs">
            {schedules.length} {schedules.length === 1 ? 'schedule uses' : 'schedules use'} this tag.
          </Text>
          <List size="sm">
            {schedules.map((schedule) => (
              <List.Item key={schedule.id}>
                <Anchor component={Link} to={`/schedule/${schedule.id}`} size="sm">
                  {schedule.description || `Schedule ${schedule.id}`}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Paper>
  );
}
