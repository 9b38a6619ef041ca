import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, Grid, Group } from '@mantine/core';
import { IconArrowLeft, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage, serverDescription } from '../../api/client';
import { GoBackWithError } from '../../app/go-back-with-error';
import { recordIdOf } from '../../app/record-id';
import { showError, showSuccess } from '../../app/toasts';
import { useGoBack } from '../../app/use-go-back';
import { useRecordOrGoBack } from '../../app/use-record-or-go-back';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { scenarioQuery, useDeleteScenario } from './api';
import { ScenarioDetails } from './scenario-details';
import { ScenarioForecastPanel } from './scenario-forecast-panel';
import { ScenarioSchedules } from './scenario-schedules';
import { confirmDanger } from '../../components/confirm-danger';

const EMPTY = { name: '', description: '' };

function BackButton() {
  const goBack = useGoBack();
  return (
    <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={goBack}>
      Back
    </Button>
  );
}

/** A new scenario opens in edit mode; once saved it becomes /scenario/{id}, where schedules can be added. */
function NewScenario() {
  const navigate = useNavigate();
  return (
    <>
      <PageTitle actions={<BackButton />}>Scenario</PageTitle>
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ScenarioDetails
            id={null}
            initial={EMPTY}
            editing
            onLeaveEditing={() => undefined}
            onSaved={(id) => navigate(`/scenario/${id}`, { replace: true })}
          />
        </Grid.Col>
      </Grid>
    </>
  );
}

function ExistingScenario({ id }: { id: number }) {
  // A failed first load goes back with the server's own reason.
  const data = useRecordOrGoBack(useQuery(scenarioQuery(id)), serverDescription);
  const [editing, setEditing] = useState(false);
  const navigate = useNavigate();
  const remove = useDeleteScenario();

  if (!data) {
    return (
      <>
        <PageTitle actions={<BackButton />}>Scenario</PageTitle>
        <PageLoader />
      </>
    );
  }

  const confirmDelete = () =>
    confirmDanger({
      title: 'Delete Scenario',
      message: 'Confirm you want to delete this Scenario',
      onConfirm: () =>
        remove.mutate(id, {
          onSuccess: ({ description }) => {
            showSuccess(description || `Scenario, ${data.name}, Deleted Successfully.`);
            navigate('/scenarios', { replace: true });
          },
          onError: (failure) => showError(errorMessage(failure)),
        }),
    });

  const actions = (
    <Group gap="sm">
      {!editing && (
        <Button leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
          Edit
        </Button>
      )}
      <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={confirmDelete} loading={remove.isPending}>
        Delete
      </Button>
      <BackButton />
    </Group>
  );

  return (
    <>
      <PageTitle actions={actions}>Scenario</PageTitle>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 4 }}>
          {/* Keyed by the loaded values: a reload after a save starts the form from what was saved. */}
          <ScenarioDetails
            key={`${data.name}\u0000${data.description}`}
            id={id}
            initial={{ name: data.name, description: data.description }}
            editing={editing}
            onLeaveEditing={() => setEditing(false)}
            onSaved={() => undefined}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <ScenarioSchedules scenario={data} />
        </Grid.Col>
        <Grid.Col span={12}>
          <ScenarioForecastPanel scenarioId={id} />
        </Grid.Col>
      </Grid>
    </>
  );
}

/** /scenario creates a scenario; /scenario/{id} shows one in view mode first. */
export function ScenarioEditorPage() {
  const param = useParams().id;
  if (param === undefined || param === '') return <NewScenario />;
  const id = recordIdOf(param);
  if (id === null) return <GoBackWithError message="Scenario not found." />;
  // Keyed by id: moving to another scenario starts from its own data and view mode.
  return <ExistingScenario key={id} id={id} />;
}
