import { useMemo } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { scenariosQuery } from './api';
import { scenarioListRows } from './scenario-rows';
import { ScenariosTable } from './scenarios-table';

/** What-if scenarios: each replaces the amounts of some schedules, to see where the balance would go. */
export function ScenariosPage() {
  const scenarios = useQuery(scenariosQuery());
  const rows = useMemo(() => scenarioListRows(scenarios.data ?? []), [scenarios.data]);
  return (
    <>
      <PageTitle
        actions={
          <Button component={Link} to="/scenario" leftSection={<IconPlus size={16} />}>
            Create Scenario
          </Button>
        }
      >
        Scenarios
      </PageTitle>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          {scenarios.isPending && <PageLoader />}
          {scenarios.isError && (
            <Alert color="red" variant="light" title="The scenarios could not be loaded">
              {errorMessage(scenarios.error)}
            </Alert>
          )}
          {scenarios.data && rows.length === 0 && (
            <Text c="dimmed">
              No scenarios yet. Create one to see how a pay rise, a new loan or a higher rent would move your balance.
            </Text>
          )}
          {rows.length > 0 && <ScenariosTable rows={rows} />}
        </Stack>
      </Paper>
    </>
  );
}
