import { useQuery } from '@tanstack/react-query';
import { ListPage } from '../../components/list-page';
import { scenariosQuery } from './api';
import { scenarioListRows } from './scenario-rows';
import { ScenariosTable } from './scenarios-table';

/** What-if scenarios: each replaces the amounts of some schedules, to see where the balance would go. */
export function ScenariosPage() {
  const scenarios = useQuery(scenariosQuery());
  return (
    <ListPage
      title="Scenarios"
      create={{ label: 'Create Scenario', to: '/scenario' }}
      records={scenarios}
      errorTitle="The scenarios could not be loaded"
      empty="No scenarios yet. Create one to see how a pay rise, a new loan or a higher rent would move your balance."
    >
      {(records) => <ScenariosTable rows={scenarioListRows(records)} />}
    </ListPage>
  );
}
