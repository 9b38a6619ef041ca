import { useQuery } from '@tanstack/react-query';
import { budgetsQuery } from '../../api/ledger';
import { ListPage } from '../../components/list-page';
import { BudgetsTable } from './budgets-table';

/** The family's budgets, each with what its current period has used. */
export function BudgetsPage() {
  const budgets = useQuery(budgetsQuery());
  return (
    <ListPage
      title="Budgets"
      create={{ label: 'Create', to: '/budget' }}
      records={budgets}
      errorTitle="The budgets could not be loaded"
      empty="No budgets yet. Create one to give groceries, dining out or fuel a weekly, fortnightly or monthly allowance and see what is left of it."
    >
      {(records) => <BudgetsTable budgets={records} />}
    </ListPage>
  );
}
