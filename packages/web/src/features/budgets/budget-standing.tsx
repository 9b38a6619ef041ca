import type { ReactNode } from 'react';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate, type Budget } from '@hearth/contract';
import { BudgetProgressBar } from '../../components/budget-progress-bar';
import { formatPercentage, nothingToSpend, overspent } from '../../components/budget-progress';
import { Money } from '../../components/money';
import { initialPeriod, periodRange } from './period-rows';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" size="lg" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** How the budget stands in the period holding today: what it may spend, what it used, what is left. */
export function BudgetStanding({ budget }: { budget: Budget }) {
  const period = initialPeriod(budget);
  if (!period) return null;
  const started = budget.currentBudgetNumber >= 1;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="This period">
      <Group justify="space-between" align="baseline" mb="md" gap="xs">
        <Title order={2} fz="lg">
          {started ? 'This period' : 'First period'}
        </Title>
        <Text size="sm" c="dimmed">
          {started ? periodRange(period.fromDate, period.toDate) : `Starts ${formatDate(period.fromDate)}`}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" mb="md">
        <Figure label="Allowance">
          <Money amount={period.allowance} ff="inherit" />
        </Figure>
        <Figure label="Carried in">
          <Money amount={period.carryIn} signed ff="inherit" />
        </Figure>
        <Figure label="Used">
          <Money amount={period.used} ff="inherit" />
        </Figure>
        <Figure label={period.left < 0 ? 'Over by' : 'Left'}>
          <Money amount={Math.abs(period.left)} c={period.left < 0 ? 'red.8' : undefined} ff="inherit" />
        </Figure>
      </SimpleGrid>
      <BudgetProgressBar percentageUsed={period.percentageUsed} label={`${budget.name} this period`} size="lg" />
      <Text size="sm" c="dimmed" mt={6}>
        {nothingToSpend(period.effectiveAllowance) ? (
          overspent(period.used, period.effectiveAllowance) > 0 ? (
            <>
              <Money amount={overspent(period.used, period.effectiveAllowance)} ff="inherit" /> over this period,
              carry-over included
            </>
          ) : (
            'Nothing left to spend this period, carry-over included'
          )
        ) : (
          <>
            {formatPercentage(period.percentageUsed)} of <Money amount={period.effectiveAllowance} ff="inherit" /> used
          </>
        )}
      </Text>
    </Paper>
  );
}
