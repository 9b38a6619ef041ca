import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login } from './support/app';
import { createHousehold } from './support/household';
import { createSchedule, isoDay } from './support/ledger';
import { openScreen, SIGNED_OUT_SCREENS, signedInScreens } from './support/screens';

/** The widths the screens are made for: a 1366 px laptop and a 390 px phone. */
const VIEWPORTS = [
  { label: 'desktop', width: 1366, height: 860 },
  { label: 'phone', width: 390, height: 844 },
] as const;

/** Serious and critical violations, each named with the first elements it was found on. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const where = violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`);
      return `${violation.id} (${violation.impact}, ${violation.nodes.length}×): ${violation.help}\n    ${where.join('\n    ')}`;
    });
}

/** Soft: one run names the violations of every screen, not only those of the first one that has some. */
async function expectAccessible(page: Page, what: string): Promise<void> {
  expect.soft(await seriousViolations(page), `${what} at ${page.viewportSize()?.width} px`).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the signed-out screens have no serious or critical violations', async ({ page }) => {
      for (const screen of SIGNED_OUT_SCREENS) {
        await test.step(screen.name, async () => {
          await openScreen(page, screen);
          await expectAccessible(page, screen.name);
        });
      }
    });

    test('every signed-in screen has no serious or critical violations', async ({ page, request }) => {
      test.setTimeout(180_000);
      const household = await createHousehold(request, viewport.label === 'phone' ? 'Priya' : 'Dana');
      // A payment due today too, whose badge is filled orange on the dashboard, the schedules and the calendar.
      await createSchedule(household.ledger, {
        description: 'Phone plan',
        debitAccountId: household.everyday,
        creditAccountId: household.grocer,
        amount: 45,
        scheduleStart: isoDay(0),
      });
      await login(page, household.person);
      for (const screen of signedInScreens(household)) {
        await test.step(screen.name, async () => {
          await openScreen(page, screen);
          await expectAccessible(page, screen.name);
        });
      }

      await test.step('schedule editor ending after a number of payments', async () => {
        await page.goto('/schedule');
        await page.getByRole('group', { name: 'Ends After' }).getByText('Number of Payments', { exact: true }).click();
        await expect(page.getByRole('textbox', { name: 'Number of Payments' })).toBeVisible();
        await expectAccessible(page, 'schedule editor, Number of Payments');
      });

      await test.step('transaction editor with two split lines', async () => {
        await page.goto(`/transaction/${household.splitTransaction}`);
        await page.getByRole('button', { name: 'Edit' }).click();
        await expect(page.getByTestId('transaction-line')).toHaveCount(2);
        await expectAccessible(page, 'transaction editor, split');
      });

      if (viewport.label === 'phone') {
        await test.step('the phone menu, open', async () => {
          await page.goto('/');
          await page.getByRole('button', { name: 'Toggle side panel' }).click();
          await page.getByRole('navigation', { name: 'Compact' }).getByRole('button', { name: 'Planning' }).click();
          await expect(
            page.getByRole('navigation', { name: 'Compact' }).getByRole('link', { name: 'Calendar' }),
          ).toBeVisible();
          // As on every screen: the panel is checked once its favourites and budgets have loaded.
          await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0);
          await expectAccessible(page, 'phone menu');
        });
      }
    });
  });
}

test('each control has a name of its own, which holds the text it shows', async ({ page, request }) => {
  const household = await createHousehold(request, 'Noor');
  await login(page, household.person);

  // 'Number of Payments' is both an end type and the field that follows it: the option says which it is.
  await page.goto('/schedule');
  const endsAfter = page.getByRole('group', { name: 'Ends After' });
  await endsAfter.getByText('Number of Payments', { exact: true }).click();
  await expect(endsAfter.getByRole('radio', { name: 'Ends after Number of Payments', exact: true })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Number of Payments', exact: true })).toHaveCount(1);
  await expect(page.getByRole('radio', { name: 'Number of Payments', exact: true })).toHaveCount(0);

  // The month picker is read out with the month it shows.
  await page.goto(`/calendar?month=2026-11`);
  await expect(page.getByRole('button', { name: 'Month: November 2026', exact: true })).toHaveText('November 2026');
});
