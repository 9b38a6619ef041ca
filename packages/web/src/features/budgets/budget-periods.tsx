import { useState } from 'react';
import { Badge, Button, Center, Group, Paper, Table, Title, UnstyledButton } from '@mantine/core';
import type { Budget } from '@hearth/contract';
import { BUDGET_LEVEL_COLOUR, budgetLevel, formatPercentage } from '../../components/budget-progress';
import { Money } from '../../components/money';
import { StackedCell, StackedTable } from '../../components/stacked-table';
import { periodRows, showsCarryIn } from './period-rows';
import { LeftOrOver } from '../../components/left-or-over';

/** The share used, after a dot of its level's colour. */
function PercentageUsed({ percentageUsed }: { percentageUsed: number }) {
  const colour = BUDGET_LEVEL_COLOUR[budgetLevel(percentageUsed)].replace('.', '-');
  return (
    <Group component="span" gap={6} wrap="nowrap" display="inline-flex">
      <span
        aria-hidden
        style={{ width: 8, height: 8, borderRadius: 4, background: `var(--mantine-color-${colour})` }}
      />
      {formatPercentage(percentageUsed)}
    </Group>
  );
}

/** Periods shown at first and added by each 'Show more': three years of a weekly budget are 156. */
export const PERIODS_PAGE = 12;

interface BudgetPeriodsProps {
  budget: Budget;
  selected: number | null;
  onSelect: (budgetNumber: number) => void;
}

/** Every period from the newest back, with its allowance, carry-in, use and what was left; one is chosen to see its transactions. */
export function BudgetPeriods({ budget, selected, onSelect }: BudgetPeriodsProps) {
  const [shown, setShown] = useState(PERIODS_PAGE);
  const rows = periodRows(budget);
  const withCarry = showsCarryIn(budget);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Periods">
      <Title order={2} fz="lg" mb="sm">
        Periods
      </Title>
      <StackedTable minWidth={withCarry ? 620 : 520} verticalSpacing="xs" highlightOnHover aria-label="Budget periods">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Period</Table.Th>
            <Table.Th ta="right">Allowance</Table.Th>
            {withCarry && (
              <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                Carry-in
              </Table.Th>
            )}
            <Table.Th ta="right">Used</Table.Th>
            <Table.Th ta="right">Left</Table.Th>
            <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
              % Used
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.slice(0, shown).map((row) => {
            const isSelected = row.budgetNumber === selected;
            return (
              <Table.Tr
                key={row.budgetNumber}
                onClick={() => onSelect(row.budgetNumber)}
                bg={isSelected ? 'hearth.0' : undefined}
                style={{ cursor: 'pointer' }}
                data-current={row.isCurrent || undefined}
              >
                <StackedCell kind="title">
                  {/* The button is the keyboard's way to choose the period; the whole row answers a pointer. */}
                  <Group gap={6} wrap="wrap">
                    <UnstyledButton
                      fz="sm"
                      fw={isSelected ? 600 : 400}
                      aria-pressed={isSelected}
                      onClick={(event) => {
                        event.stopPropagation();
                        onSelect(row.budgetNumber);
                      }}
                      style={{ whiteSpace: 'nowrap', textDecoration: isSelected ? 'none' : 'underline dotted' }}
                    >
                      {row.range}
                    </UnstyledButton>
                    {row.isCurrent && (
                      <Badge size="xs" variant="light" style={{ flexShrink: 0 }}>
                        Current
                      </Badge>
                    )}
                  </Group>
                </StackedCell>
                <StackedCell kind="phone-hidden" ta="right">
                  <Money amount={row.allowance} />
                </StackedCell>
                {withCarry && (
                  <StackedCell kind="phone-hidden" ta="right">
                    <Money amount={row.carryIn} signed />
                  </StackedCell>
                )}
                <StackedCell kind="phone-hidden" ta="right">
                  <Money amount={row.used} />
                </StackedCell>
                <StackedCell kind="amount" ta="right">
                  <LeftOrOver left={row.left} leftWordHiddenFrom="sm" />
                </StackedCell>
                <StackedCell kind="phone-hidden" ta="right">
                  <PercentageUsed percentageUsed={row.percentageUsed} />
                </StackedCell>
                {/* A phone has no room for the columns: what they say, in two short lines. */}
                <StackedCell kind="detail" hiddenFrom="sm">
                  Used <Money amount={row.used} ff="inherit" /> of{' '}
                  <Money amount={row.effectiveAllowance} ff="inherit" /> ·{' '}
                  <PercentageUsed percentageUsed={row.percentageUsed} />
                </StackedCell>
                {withCarry && (
                  <StackedCell kind="detail" hiddenFrom="sm">
                    Allowance <Money amount={row.allowance} ff="inherit" />, carried in{' '}
                    <Money amount={row.carryIn} signed ff="inherit" />
                  </StackedCell>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </StackedTable>
      {rows.length > shown && (
        <Center mt="md">
          <Button variant="light" onClick={() => setShown((count) => count + PERIODS_PAGE)}>
            Show more
          </Button>
        </Center>
      )}
    </Paper>
  );
}
