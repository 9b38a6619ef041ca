import { expect, test, type Locator } from '@playwright/test';
import { login } from './support/app';
import { createHousehold, HOUSEHOLD_NAMES as NAMES } from './support/household';

/** The text is shown whole: its box is as wide as its content, so nothing is cut off or ellipsed. */
async function expectUncut(text: Locator): Promise<void> {
  await expect(text).toBeVisible();
  const { scrollWidth, clientWidth } = await text.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth, `"${await text.textContent()}" is cut`).toBeLessThanOrEqual(clientWidth);
}

test('names are shown whole where there is room: the side panel’s accounts and the schedule form’s choices', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1024, height: 860 });
  const household = await createHousehold(request, 'Ines');
  await login(page, household.person);

  const favourites = page
    .getByRole('navigation', { name: 'Side panel' })
    .getByRole('list', { name: 'Favourite accounts' });
  for (const name of [NAMES.everyday, NAMES.savings]) await expectUncut(favourites.getByText(name, { exact: true }));

  await page.goto('/schedule');
  for (const [group, option] of [
    ['Change Weekend Events', 'Following Monday'],
    ['Change Weekend Events', 'Preceding Friday'],
    ['Ends After', 'Number of Payments'],
  ] as const) {
    // The option's label box, which cuts its text when the text does not fit.
    await expectUncut(page.getByRole('group', { name: group }).locator('label').filter({ hasText: option }));
  }
});
