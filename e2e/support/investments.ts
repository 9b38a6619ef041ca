import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Chooses a code in the editor's Code field by searching the provider's list, as a person would. */
export async function chooseCode(page: Page, search: string, option: RegExp): Promise<void> {
  const field = page.getByRole('form', { name: 'Investment details' }).getByLabel('Code');
  await field.fill(search);
  await page.getByRole('option', { name: option }).click();
}

/** The side panel's Investments line (absent while the total is not above zero). */
export function panelInvestments(page: Page) {
  return page.getByRole('navigation', { name: 'Side panel' }).getByRole('link', { name: /^Investments/ });
}

/** Nothing on the page reaches past the viewport's width, so nothing needs a sideways scroll to be seen. */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const { scrollWidth, viewport } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(scrollWidth, `${what} is ${scrollWidth} px wide`).toBeLessThanOrEqual(viewport);
}

/** No serious or critical axe-core violation, each named with where it was found. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} at ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
  expect(serious, `${what} at ${page.viewportSize()?.width} px`).toEqual([]);
}

/** Opens a page and waits until its heading shows and nothing is still loading. */
export async function openSettled(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}
