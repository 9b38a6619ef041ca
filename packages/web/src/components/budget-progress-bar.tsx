import { Progress, type MantineSize } from '@mantine/core';
import { BUDGET_LEVEL_COLOUR, barFill, budgetLevel, formatPercentage } from './budget-progress';

interface BudgetProgressBarProps {
  percentageUsed: number;
  /** What the bar is of, for assistive technology: 'Groceries'. */
  label: string;
  size?: MantineSize | number;
}

/**
 * The share of a period's allowance used, coloured by how it stands. The level is also an attribute, so
 * that the colour can be checked without reading pixels.
 */
export function BudgetProgressBar({ percentageUsed, label, size = 'md' }: BudgetProgressBarProps) {
  const level = budgetLevel(percentageUsed);
  return (
    <Progress
      value={barFill(percentageUsed)}
      color={BUDGET_LEVEL_COLOUR[level]}
      size={size}
      radius="xl"
      aria-label={`${label}: ${formatPercentage(percentageUsed)} used`}
      data-level={level}
      // The unfilled part must stay visible on the grey page and on white panels alike.
      bg="gray.2"
    />
  );
}
