/** The total of a report's amounts and their average per bucket, summed in cents so that they are exact. */
export interface AmountTotals {
  total: number;
  average: number;
}

export function amountTotals(amounts: readonly number[]): AmountTotals {
  const cents = amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);
  return { total: cents / 100, average: amounts.length ? Math.round(cents / amounts.length) / 100 : 0 };
}

/** Net over income, in percent to one decimal, as the server gives each month's savings rate; null without income. */
export function savingsRate(income: number, net: number): number | null {
  if (income <= 0) return null;
  return Math.round((net / income) * 1000) / 10;
}
