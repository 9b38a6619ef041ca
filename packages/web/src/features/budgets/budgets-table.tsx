import { Link, useNavigate } from 'react-router';
import { Anchor, Stack, Table, Text } from '@mantine/core';
import { type BudgetSummary } from '@hearth/contract';
import { formatAmount } from '../../lib/money-display';
import { BudgetProgressBar } from '../../components/budget-progress-bar';
import { formatPercentage, nothingToSpend, overspent } from '../../components/budget-progress';
import { Money } from '../../components/money';
import { StackedCell, StackedTable } from '../../components/stacked-table';

const none = (
  <Text span size="sm" c="dimmed">
    None
  </Text>
);

/** What the current period used, out of what it may spend (its allowance with any carry-over), and the bar. */
function UsedThisPeriod({ budget }: { budget: BudgetSummary }) {
  return (
    <Stack gap={4} miw={160}>
      <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {nothingToSpend(budget.effectiveAllowance) ? (
          <>
            <Money amount={budget.used} ff="inherit" fw={500} /> used
            <Text span size="xs" c="red.8">
              {' '}
              ·{' '}
              {overspent(budget.used, budget.effectiveAllowance) > 0
                ? `${formatAmount(overspent(budget.used, budget.effectiveAllowance))} over`
                : 'nothing left'}
            </Text>
          </>
        ) : (
          <>
            <Money amount={budget.used} ff="inherit" fw={500} /> of {formatAmount(budget.effectiveAllowance)}
            <Text span size="xs" c="dimmed">
              {' '}
              · {formatPercentage(budget.percentageUsed)}
            </Text>
          </>
        )}
      </Text>
      <BudgetProgressBar percentageUsed={budget.percentageUsed} label={budget.name} size="sm" />
    </Stack>
  );
}

export function BudgetsTable({ budgets }: { budgets: BudgetSummary[] }) {
  const navigate = useNavigate();
  return (
    <StackedTable minWidth={720} verticalSpacing="sm" highlightOnHover aria-label="Budgets">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Budget</Table.Th>
          <Table.Th>Account</Table.Th>
          <Table.Th>Budget Type</Table.Th>
          <Table.Th ta="right">Budget Value</Table.Th>
          <Table.Th w="32%">Used this period</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {budgets.map((budget) => (
          // The name is the keyboard's way in; the whole row answers a pointer.
          <Table.Tr key={budget.id} onClick={() => navigate(`/budget/${budget.id}`)} style={{ cursor: 'pointer' }}>
            <StackedCell kind="title">
              <Anchor
                component={Link}
                to={`/budget/${budget.id}`}
                size="sm"
                fw={500}
                onClick={(event) => event.stopPropagation()}
              >
                {budget.name}
              </Anchor>
            </StackedCell>
            <StackedCell kind="detail" label="Account">
              {budget.primaryAccountName ?? none}
            </StackedCell>
            <StackedCell kind="detail" label="Budget Type">
              {budget.budgetType}
            </StackedCell>
            <StackedCell kind="amount" ta="right">
              <Money amount={budget.budgetAmount} />
            </StackedCell>
            <StackedCell kind="detail">
              <UsedThisPeriod budget={budget} />
            </StackedCell>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}
