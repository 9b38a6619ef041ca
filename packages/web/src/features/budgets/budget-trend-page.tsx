import { useMemo } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Group, Paper, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { BudgetType } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { budgetsQuery } from '../../api/ledger';
import { PageTitle } from '../../components/page-title';
import { useQueryChoices } from '../../lib/use-query-choices';
import { budgetTrendQuery } from './api';
import { asBudgetType, BUDGET_TYPE_CHOICES } from './budget-draft';
import { budgetTrendChoicesOf, budgetTrendQueryOf } from './budget-trend-choices';
import { BudgetTrendChart } from './budget-trend-chart';
import { trendPoints } from './budget-trend-data';

const TYPE_OPTIONS = BUDGET_TYPE_CHOICES.map((choice) => ({ value: String(choice.value), label: choice.label }));

function TrendChart({ budgetTypeId, budgetId, name }: { budgetTypeId: number; budgetId: number; name: string }) {
  const report = useQuery(budgetTrendQuery(budgetTypeId, budgetId));
  const points = useMemo(
    () => trendPoints(report.data?.find((series) => series.budgetId === budgetId)?.instances ?? []),
    [report.data, budgetId],
  );
  if (report.isPending) return <Skeleton h={320} radius="sm" aria-label="Loading" />;
  if (report.isError) {
    return (
      <Alert color="red" variant="light" title="The trend could not be loaded">
        {errorMessage(report.error)}
      </Alert>
    );
  }
  return <BudgetTrendChart label={`Percentage used per period of ${name}`} points={points} />;
}

/**
 * Budget Trend Report: the share of each period's allowance a budget used, period after period. The type
 * and budget chosen are kept in the address.
 */
export function BudgetTrendPage() {
  const budgets = useQuery(budgetsQuery());
  const [{ budgetTypeId: chosenType, budgetId: chosenId }, choose] = useQueryChoices(
    budgetTrendChoicesOf,
    budgetTrendQueryOf,
  );
  // Until a type is chosen, the type of the first budget: a family with only monthly budgets opens on one.
  const budgetTypeId = chosenType ?? asBudgetType(budgets.data?.[0]?.budgetTypeId ?? BudgetType.Weekly);
  const ofType = (budgets.data ?? []).filter((budget) => budget.budgetTypeId === budgetTypeId);
  // The first budget of the type until one is chosen, so the page opens on a chart.
  const budget = ofType.find((candidate) => candidate.id === chosenId) ?? ofType[0] ?? null;
  const typeName = BUDGET_TYPE_CHOICES.find((choice) => choice.value === budgetTypeId)?.label.toLowerCase() ?? '';

  return (
    <>
      <PageTitle>Budget Trend Report</PageTitle>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Group align="flex-end" gap="md" wrap="wrap">
            <Select
              label="Budget Type"
              data={TYPE_OPTIONS}
              value={String(budgetTypeId)}
              onChange={(value) => {
                if (value) choose({ budgetTypeId: asBudgetType(Number(value)), budgetId: null });
              }}
              allowDeselect={false}
              w={{ base: '100%', xs: 200 }}
            />
            <Select
              label="Budget"
              data={ofType.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
              value={budget ? String(budget.id) : null}
              onChange={(value) => value && choose({ budgetId: Number(value) })}
              allowDeselect={false}
              placeholder={ofType.length ? undefined : `No ${typeName} budgets`}
              disabled={ofType.length === 0}
              searchable
              style={{ flex: 1, minWidth: 200 }}
            />
          </Group>
          {budgets.isPending && <Skeleton h={320} radius="sm" aria-label="Loading" />}
          {budgets.isError && (
            <Alert color="red" variant="light" title="The budgets could not be loaded">
              {errorMessage(budgets.error)}
            </Alert>
          )}
          {budgets.data && !budget && (
            <Text c="dimmed">
              There are no {typeName} budgets yet.{' '}
              <Anchor component={Link} to="/budget">
                Create a budget
              </Anchor>
            </Text>
          )}
          {budget && <TrendChart key={budget.id} budgetTypeId={budgetTypeId} budgetId={budget.id} name={budget.name} />}
        </Stack>
      </Paper>
    </>
  );
}
