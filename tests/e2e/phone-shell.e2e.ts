import { expect, test } from '@playwright/test';
import { signInAsDemo } from './support/demo.ts';

test.use({ viewport: { width: 412, height: 823 } });

test('on a phone the profile and group selectors sit under the top bar, side by side, and open', async ({
  page,
}) => {
  await signInAsDemo(page);
  await expect(page).toHaveURL(/\/home$/);
  const bar = page.getByRole('banner');
  const profiles = page.getByRole('button', { name: /Choose profiles/ });
  const group = page.getByRole('button', { name: /Choose a group/ });
  await expect(profiles).toBeVisible();
  await expect(group).toBeVisible();

  // Below the bar (whose height would cut off a second line of controls), on one row, within the screen.
  const barBox = (await bar.boundingBox())!;
  const profilesBox = (await profiles.boundingBox())!;
  const groupBox = (await group.boundingBox())!;
  expect(profilesBox.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
  expect(groupBox.y).toBe(profilesBox.y);
  expect(groupBox.x).toBeGreaterThanOrEqual(profilesBox.x + profilesBox.width);
  expect(groupBox.x + groupBox.width).toBeLessThanOrEqual(412);
  // Both are above the page's heading: the page starts after them.
  const heading = (await page.getByRole('heading', { level: 1, name: 'Home' }).boundingBox())!;
  expect(heading.y).toBeGreaterThan(profilesBox.y + profilesBox.height);

  await group.click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(group).toBeFocused();
});
