import { expect, test } from '@playwright/test';
import { signInAsDemo } from './support/demo.ts';

// Issue 21 item 6: a page opened in a state it was not made for redirects instead of saying contradictory things.

test('/no-active-sp opened with active profiles goes to /home instead of saying "No active profile"', async ({
  page,
}) => {
  await signInAsDemo(page);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/no-active-sp');
  await expect(page).toHaveURL(/\/home$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByText('No active profile')).toHaveCount(0);
  await expect(page.getByText('Connect your first profile')).toHaveCount(0);
});

test('/create/addspsuccess without profiles goes to the profiles page instead of "filling in history"', async ({
  page,
}) => {
  await signInAsDemo(page);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/create/addspsuccess');
  await expect(page).toHaveURL(/\/social-profiles$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Social profiles' })).toBeVisible();
  await expect(page.getByText('No profile was connected.')).toHaveCount(0);
  await expect(page.getByText(/filling in their history/i)).toHaveCount(0);
});
