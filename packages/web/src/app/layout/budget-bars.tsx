import { Link } from 'react-router';
import { Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { budgetsQuery } from '../../api/ledger';
import { LeftOrOver } from '../../components/left-or-over';
import { BudgetProgressBar } from '../../components/budget-progress-bar';
import classes from '../../components/row-link.module.css';
import { useUserToday } from '../../lib/today';
import { PanelEmptyHint } from './panel-empty-hint';
import { runningBudgets } from './running-budgets';

/** The side panel's budgets: one bar per budget running today, with what is left of its period, each opening the budget. */
export function BudgetBars() {
  const budgets = useQuery(budgetsQuery());
  // The user's today, as the server counts it: a budget that ended yesterday there has no bar today.
  const today = useUserToday();
  if (budgets.isPending || today === undefined) return <Loader size="xs" role="status" aria-label="Loading budgets" />;
  const all = budgets.data ?? [];
  if (all.length === 0) return <PanelEmptyHint text="No budgets yet" linkLabel="Create a budget" to="/budget" />;
  const running = runningBudgets(all, today);
  if (running.length === 0)
    return <PanelEmptyHint text="No budget is running today" linkLabel="See the budgets" to="/budgets" />;
  return (
    <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Budgets this period">
      {running.map((budget) => (
        <li key={budget.id}>
          <UnstyledButton
            component={Link}
            to={`/budget/${budget.id}`}
            className={classes.row}
            display="block"
            w="100%"
            px={4}
            py={5}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start" mb={4}>
              <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {budget.name}
              </Text>
              <Text size="sm" fw={500} style={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
                <LeftOrOver left={budget.left} />
              </Text>
            </Group>
            <BudgetProgressBar percentageUsed={budget.percentageUsed} label={budget.name} size="sm" />
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
