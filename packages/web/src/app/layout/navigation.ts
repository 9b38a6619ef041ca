export interface NavigationLink {
  label: string;
  to: string;
  /** Shown to Admins only (the page's route is theirs alone). */
  adminOnly?: boolean;
}

export interface NavigationGroup {
  label: string;
  links: NavigationLink[];
}

/** The signed-in navigation, grouped the way a household thinks about its money. */
export const NAVIGATION_GROUPS: NavigationGroup[] = [
  {
    label: 'Money',
    links: [
      { label: 'Accounts', to: '/accounts' },
      { label: 'Third Parties', to: '/thirdparties' },
      { label: 'Transaction Search', to: '/transactionsearch/' },
      { label: 'Import', to: '/import' },
      { label: 'Bank Connections', to: '/connections' },
    ],
  },
  {
    label: 'Planning',
    links: [
      { label: 'Schedules', to: '/schedules' },
      { label: 'Scenarios', to: '/scenarios' },
      { label: 'Calendar', to: '/calendar' },
      { label: 'Budgets', to: '/budgets' },
    ],
  },
  {
    label: 'Reports',
    links: [
      { label: 'Reports', to: '/reports' },
      { label: 'Balance Trend', to: '/balancetrend' },
      { label: 'Budget Trend', to: '/budgettrend' },
      { label: 'Category Amounts', to: '/categoryamountreport' },
      { label: 'Categories Over Time', to: '/categoriesovertime' },
      { label: 'Net Worth', to: '/networth' },
      { label: 'Cash Flow', to: '/cashflow' },
    ],
  },
  {
    label: 'Setup',
    links: [
      { label: 'Categories', to: '/categories' },
      { label: 'Tags', to: '/tags' },
      { label: 'Investments', to: '/investments' },
      { label: 'Settings', to: '/settings/payments' },
    ],
  },
];

export const USER_LINKS: NavigationLink[] = [
  { label: 'User', to: '/user' },
  { label: 'Security', to: '/security' },
  { label: 'Your data', to: '/data', adminOnly: true },
  { label: 'Backups', to: '/backups', adminOnly: true },
  { label: 'Debug', to: '/debug' },
];

/** True when the path belongs to a link, so its group can be marked active. */
export function linkMatches(link: NavigationLink, pathname: string): boolean {
  const base = link.to.replace(/\/$/, '');
  return pathname === base || pathname.startsWith(`${base}/`);
}
