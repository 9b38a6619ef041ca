import { expect, type Locator, type Page } from '@playwright/test';
import { apiRoutes, type LedgerSession, requestTo } from './ledger';

/** 1 Weekly, 2 Monthly, 3 Fortnightly. */
export type BudgetTypeId = 1 | 2 | 3;

export interface BudgetInput {
  name: string;
  allowanceAmount: number;
  budgetTypeId: BudgetTypeId;
  startDate: string;
  endDate?: string | null;
  primaryAccountId?: number | null;
  carryOver?: boolean;
  carryOverCap?: number | null;
}

/** A budget made through the API, for specs whose subject is what the screens show of it. */
export async function createBudget(ledger: LedgerSession, input: BudgetInput): Promise<number> {
  return (await ledger.call(requestTo(apiRoutes.budgets.save), { startDayNumber: 1, ...input })).id;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The side panel's link to a budget (its name, what is left and its bar). */
export function panelBudget(page: Page, name: string): Locator {
  const list = page.getByRole('navigation', { name: 'Side panel' }).getByRole('list', { name: 'Budgets this period' });
  return list.getByRole('link', { name: new RegExp(`^${escaped(name)}`) });
}

/** How a budget's bar stands: success (to 50% used), warning (to 75%) or danger, as the bar's level says. */
export async function expectBarLevel(bar: Locator, level: 'success' | 'warning' | 'danger'): Promise<void> {
  await expect(bar.locator('[data-level]')).toHaveAttribute('data-level', level);
}

/** Nothing on the page reaches past the viewport's width, so nothing needs a sideways scroll to be seen. */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const { scrollWidth, viewport } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(scrollWidth, `${what} is ${scrollWidth} px wide`).toBeLessThanOrEqual(viewport);
}

/** Opens a page and waits until its heading shows and nothing is still loading. */
export async function openPage(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.locator('.mantine-Loader-root:visible, .mantine-Skeleton-root:visible')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}
