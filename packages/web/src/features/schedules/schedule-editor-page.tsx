import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowLeft, IconPencil, IconRepeat, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { dayInTimeZone } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { GoBackWithError } from '../../app/go-back-with-error';
import { recordIdOf } from '../../app/record-id';
import { showError, showSuccess } from '../../app/toasts';
import { useGoBack } from '../../app/use-go-back';
import { useRecordOrGoBack } from '../../app/use-record-or-go-back';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { scheduleQuery, useDeleteSchedule } from './api';
import { draftOfSchedule, newScheduleDraft } from './schedule-draft';
import { ScheduleEventsSection } from './schedule-events-section';
import { ScheduleForm } from './schedule-form';
import { ScheduleView } from './schedule-view';
import { confirmDanger } from '../../components/confirm-danger';

/** Today where the browser is: the day a family member means when a new schedule starts now. */
function today(): string {
  return dayInTimeZone(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
}

function NewSchedule() {
  const navigate = useNavigate();
  const goBack = useGoBack();
  // Computed once: the draft must not be rebuilt (and the user's edits lost) on a later render.
  const [initial] = useState(() => newScheduleDraft(today()));
  return (
    <>
      <PageTitle>Schedule</PageTitle>
      {/* Once saved, the schedule opens in view mode at its own address. */}
      <ScheduleForm initial={initial} onCancel={goBack} onSaved={(schedule) => navigate(`/schedule/${schedule.id}`, { replace: true })} />
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
  const [editing, setEditing] = useState(false);
  const goBack = useGoBack();
  const remove = useDeleteSchedule();

  if (!data) {
    return (
      <>
        <PageTitle>Schedule</PageTitle>
        <PageLoader />
      </>
    );
  }

  const confirmDelete = () =>
    confirmDanger({
      title: 'Delete Schedule',
      message: 'Confirm you want to delete this Schedule',
      onConfirm: () =>
        remove.mutate(id, {
          onSuccess: ({ description }) => {
            showSuccess(description);
            goBack();
          },
          onError: (failure) => showError(errorMessage(failure)),
        }),
    });

  const viewActions = (
    <Group gap="sm">
      <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={goBack}>
        Back
      </Button>
      <Button leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
        Edit
      </Button>
      <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={confirmDelete} loading={remove.isPending}>
        Delete
      </Button>
    </Group>
  );

  return (
    <>
      <PageTitle actions={editing ? undefined : viewActions}>Schedule</PageTitle>
      <Stack gap="lg">
        <ScheduleSummary summary={data.summary} />
        {editing ? (
          // Cancel drops the form's working copy: the loaded schedule shows again as it was.
          <ScheduleForm initial={draftOfSchedule(data)} onCancel={() => setEditing(false)} onSaved={() => setEditing(false)} />
        ) : (
          <ScheduleView schedule={data} />
        )}
        <ScheduleEventsSection schedule={data} />
      </Stack>
    </>
  );
}

/** /schedule opens a new schedule in edit mode; /schedule/{id} shows one first, with Edit, Delete and Back. */
export function ScheduleEditorPage() {
  const param = useParams().id;
  if (param === undefined || param === '') return <NewSchedule />;
  const id = recordIdOf(param);
  if (id === null) return <GoBackWithError message="Schedule not found." />;
  // Keyed by id: moving to another schedule starts from its own data and view mode.
  return <ExistingSchedule key={id} id={id} />;
}
