import { Link } from 'react-router';
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { budgetsQuery } from '../../api/ledger';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { BudgetsTable } from './budgets-table';

/** The family's budgets, each with what its current period has used. */
export function BudgetsPage() {
  const budgets = useQuery(budgetsQuery());
  return (
    <>
      <PageTitle
        actions={
          <Button component={Link} to="/budget" leftSection={<IconPlus size={16} />}>
            Create
          </Button>
        }
      >
        Budgets
      </PageTitle>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          {budgets.isPending && <PageLoader />}
          {budgets.isError && (
            <Alert color="red" variant="light" title="The budgets could not be loaded">
              {errorMessage(budgets.error)}
            </Alert>
          )}
          {budgets.data && budgets.data.length === 0 && (
            <Text c="dimmed">No budgets yet. Create one to give groceries, dining out or fuel a weekly, fortnightly or monthly allowance and see what is left of it.</Text>
          )}
          {budgets.data && budgets.data.length > 0 && <BudgetsTable budgets={budgets.data} />}
        </Stack>
      </Paper>
    </>
  );
}
