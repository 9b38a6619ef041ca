import type { MantineColor } from '@mantine/core';
import { formatPercentIn } from '../lib/money-display';

/** How a budget's period stands, by the share of its allowance used (spec section 9). */
export type BudgetLevel = 'success' | 'warning' | 'danger';

/** Up to 50% used is fine, up to 75% a warning, anything above is danger. */
export function budgetLevel(percentageUsed: number): BudgetLevel {
  if (percentageUsed <= 50) return 'success';
  if (percentageUsed <= 75) return 'warning';
  return 'danger';
}

export const BUDGET_LEVEL_COLOUR: Record<BudgetLevel, MantineColor> = {
  success: 'green.6',
  warning: 'yellow.5',
  danger: 'red.6',
};

/** How far a bar is filled: an overspent period fills it, a refunded one leaves it empty. */
export function barFill(percentageUsed: number): number {
  if (!Number.isFinite(percentageUsed)) return 0;
  return Math.min(100, Math.max(0, percentageUsed));
}

/** 62.5% as the product writes a share used: one decimal at most, none when whole. */
export function formatPercentage(percentageUsed: number): string {
  return formatPercentIn(percentageUsed);
}

/**
 * Whether a period has nothing to spend at all: its carry-over went below its allowance. "Of" a negative
 * figure and a share of it then say nothing; how far over it is (what "Left" shows, as a positive
 * amount) says what a person wants to know.
 */
export function nothingToSpend(effectiveAllowance: number): boolean {
  return effectiveAllowance <= 0;
}

/** How far spending went past what a period may spend, carry-over included; 0 while within it. */
export function overspent(used: number, effectiveAllowance: number): number {
  return Math.max(0, Math.round((used - effectiveAllowance) * 100) / 100);
}
