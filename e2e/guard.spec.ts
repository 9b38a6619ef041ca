import { expect, test } from '@playwright/test';

test.describe('signed out', () => {
  for (const route of ['/transactions/5', '/user', '/schedule/3/event/2', '/no-such-page']) {
    test(`${route} shows the login and the guard message`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByText('You are not authorised to see this page')).toBeVisible();
      await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link')).toHaveText(['Home', 'Register', 'Recover']);
      if (route === '/transactions/5') await page.screenshot({ path: 'e2e/screenshots/guard.png' });
    });
  }

  test('the landing page itself shows no guard message', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
    await expect(page.getByText('You are not authorised to see this page')).toHaveCount(0);
  });
});
