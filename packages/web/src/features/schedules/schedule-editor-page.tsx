import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { showSuccess } from '../../lib/toasts';
import { useGoBack } from '../../lib/use-go-back';
import { useRecordOrGoBack } from '../../lib/use-record-or-go-back';
import { WaitForUserToday } from '../../lib/wait-for-user-today';
import { EditorFrame, EditorRoute } from '../../components/editor-frame';
import { HistoryList } from '../../components/history-list';
import { PageTitle } from '../../components/page-title';
import { scheduleQuery, useDeleteSchedule } from './api';
import { draftOfSchedule, newScheduleDraft } from './schedule-draft';
import { ScheduleEventsSection } from './schedule-events-section';
import { ScheduleForm } from './schedule-form';
import { ScheduleView } from './schedule-view';

/** `today` is the user's day: taken once, when the draft is made. */
function NewSchedule({ today }: { today: string }) {
  const navigate = useNavigate();
  const goBack = useGoBack();
  // Computed once: the draft must not be rebuilt (and the user's edits lost) on a later render.
  const [initial] = useState(() => newScheduleDraft(today));
  return (
    <>
      <PageTitle>Schedule</PageTitle>
      {/* Once saved, the schedule opens in view mode at its own address. */}
      <ScheduleForm
        initial={initial}
        onCancel={goBack}
        onSaved={(schedule) => navigate(`/schedule/${schedule.id}`, { replace: true })}
      />
    </>
  );
}

/** The pattern in words, as the server writes it. */
function ScheduleSummary({ summary }: { summary: string }) {
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" aria-label="Pattern">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" radius="xl" size="lg">
          <IconRepeat size={18} />
        </ThemeIcon>
        <Text size="sm" fw={500}>
          {summary}
        </Text>
      </Group>
    </Paper>
  );
}

function ExistingSchedule({ id }: { id: number }) {
  const data = useRecordOrGoBack(useQuery(scheduleQuery(id)));
  const goBack = useGoBack();
  const remove = useDeleteSchedule();
  const deleted = (description: string) => {
    showSuccess(description);
    goBack();
  };
  return (
    <EditorFrame
      title="Schedule"
      id={id}
      record={data}
      remove={remove}
      deleteMessage="Confirm you want to delete this Schedule"
      onDeleted={deleted}
    >
      {(schedule, { editing, stopEditing }) => (
        <Stack gap="lg">
          <ScheduleSummary summary={schedule.summary} />
          {editing ? (
            // Cancel drops the form's working copy: the loaded schedule shows again as it was.
            <ScheduleForm initial={draftOfSchedule(schedule)} onCancel={stopEditing} onSaved={stopEditing} />
          ) : (
            <ScheduleView schedule={schedule} />
          )}
          <ScheduleEventsSection schedule={schedule} />
          <HistoryList owner="schedule" id={schedule.id} />
        </Stack>
      )}
    </EditorFrame>
  );
}

/** /schedule opens a new schedule in edit mode; /schedule/{id} shows one first, with Edit, Delete and Back. */
export function ScheduleEditorPage() {
  const newRecord = <WaitForUserToday title="Schedule">{(today) => <NewSchedule today={today} />}</WaitForUserToday>;
  return (
    <EditorRoute notFound="Schedule not found." newRecord={newRecord} existing={(id) => <ExistingSchedule id={id} />} />
  );
}
