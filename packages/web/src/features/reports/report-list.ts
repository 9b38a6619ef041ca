/** Every report, as the Reports page lists them (the Reports menu in app/layout/navigation.ts lists the same). */
export const REPORTS = [
  {
    key: 'balance',
    title: 'Balance Trend',
    to: '/balancetrend',
    description: "An account's balance day by day: past, or projected with its schedules and a scenario.",
  },
  {
    key: 'budget',
    title: 'Budget Trend',
    to: '/budgettrend',
    description: "The share of each period's allowance a budget used, period after period.",
  },
  {
    key: 'category-amount',
    title: 'Category Amount',
    to: '/categoryamountreport',
    description: 'Where the money went: what each subcategory amounted to over a period.',
  },
  {
    key: 'categories-over-time',
    title: 'Categories Over Time',
    to: '/categoriesovertime',
    description: 'A category, a subcategory or all spending, week by week up to year by year.',
  },
  {
    key: 'net-worth',
    title: 'Net Worth',
    to: '/networth',
    description: "What the family's bank accounts and investments were worth at the end of each month.",
  },
  {
    key: 'cash-flow',
    title: 'Cash Flow',
    to: '/cashflow',
    description: 'Income against spending each month, with the net and the savings rate.',
  },
] as const;

export type ReportKey = (typeof REPORTS)[number]['key'];
