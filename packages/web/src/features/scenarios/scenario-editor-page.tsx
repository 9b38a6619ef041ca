import { useNavigate } from 'react-router';
import { Grid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { serverDescription } from '../../api/client';
import { showSuccess } from '../../lib/toasts';
import { useRecordOrGoBack } from '../../lib/use-record-or-go-back';
import { BackButton, EditorFrame, EditorRoute } from '../../components/editor-frame';
import { PageTitle } from '../../components/page-title';
import { scenarioQuery, useDeleteScenario } from './api';
import { HypotheticalSchedules } from './hypothetical-schedules';
import { ScenarioDetails } from './scenario-details';
import { ScenarioForecastPanel } from './scenario-forecast-panel';
import { ScenarioSchedules } from './scenario-schedules';

const EMPTY = { name: '', description: '' };

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
  const navigate = useNavigate();
  const remove = useDeleteScenario();
  const deleted = (description: string, scenario: { name: string }) => {
    showSuccess(description || `Scenario, ${scenario.name}, Deleted Successfully.`);
    navigate('/scenarios', { replace: true });
  };
  return (
    <EditorFrame
      title="Scenario"
      id={id}
      record={data}
      remove={remove}
      deleteMessage="Confirm you want to delete this Scenario"
      onDeleted={deleted}
      editsInPlace
    >
      {(scenario, { editing, stopEditing }) => (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 4 }}>
            {/* Keyed by the loaded values: a reload after a save starts the form from what was saved. */}
            <ScenarioDetails
              key={`${scenario.name}\u0000${scenario.description}`}
              id={id}
              initial={{ name: scenario.name, description: scenario.description }}
              editing={editing}
              onLeaveEditing={stopEditing}
              onSaved={() => undefined}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack gap="lg">
              <ScenarioSchedules scenario={scenario} />
              <HypotheticalSchedules scenario={scenario} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={12}>
            <ScenarioForecastPanel scenarioId={id} />
          </Grid.Col>
        </Grid>
      )}
    </EditorFrame>
  );
}

/** /scenario creates a scenario; /scenario/{id} shows one in view mode first. */
export function ScenarioEditorPage() {
  return (
    <EditorRoute
      notFound="Scenario not found."
      newRecord={<NewScenario />}
      existing={(id) => <ExistingScenario id={id} />}
    />
  );
}
