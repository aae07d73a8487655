import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { signedInUser } from './support/set-up-user.ts';

// Connecting runs a year of backfill per profile in the server's job queue, beside the other e2e files.
test.describe.configure({ timeout: 120_000 });

test('a new user connects a demo profile through its consent screen, sees its health, groups it, and its history fills in', async ({
  page,
}) => {
  await signedInUser(page, 'connector');

  // The sign-up's connect step offers the networks; the demo network plays the one chosen.
  await page.goto('/signup/connect-social-profiles');
  await expect(page.getByRole('heading', { level: 1, name: 'Connect your social profiles' })).toBeVisible();
  // What can be connected comes first; the networks this server has no app for are folded away.
  await expect(page.getByRole('button', { name: /Network to emulate/ })).toBeInViewport();
  await expect(page.getByText('Other networks (need configuration)')).toBeVisible();
  await expect(page.getByText('Not configured on this server').first()).toBeHidden();
  await expectAccessible(page);
  await page.getByRole('button', { name: /Network to emulate/ }).click();
  await page.getByRole('option', { name: 'LinkedIn' }).click();
  await page.getByRole('button', { name: 'Try the demo as LinkedIn' }).click();

  // The demo network's own consent screen, as a real network's would be.
  await expect(page).toHaveURL(/\/demo-network\/authorize\?/);
  await expect(
    page.getByRole('heading', { name: /Allow Kestrel to use your demo LinkedIn accounts/ }),
  ).toBeVisible();
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  await page.getByRole('button', { name: 'Allow' }).click();

  // Back in the app: the accounts the consent gave, to choose from.
  await expect(page).toHaveURL(/\/create\/addsp\?attempt=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose the accounts to connect' })).toBeVisible();
  const accounts = page.getByRole('checkbox');
  // The list comes after the heading: count once it is there (a run counted 0 while it loaded).
  await expect(accounts.first()).toBeVisible();
  const count = await accounts.count();
  expect(count).toBeGreaterThan(1);
  for (let index = 1; index < count; index++) {
    if (await accounts.nth(index).isChecked()) await accounts.nth(index).uncheck({ force: true });
  }
  if (!(await accounts.first().isChecked())) await accounts.first().check({ force: true });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Connect 1 account' }).click();

  // The backfill job fills a year of history while the user watches.
  await expect(page.getByRole('heading', { level: 1, name: 'You are all set' })).toBeVisible();
  await expect(page.getByText('Their history is in: analytics are ready.')).toBeVisible({ timeout: 90_000 });

  // The profile, with its connection health.
  await page.goto('/social-profiles');
  await expect(page.getByRole('heading', { level: 1, name: 'Social profiles' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: 'LinkedIn' }).first();
  await expect(card.getByText('Demo')).toBeVisible();
  await expect(card.getByText('Complete')).toBeVisible();
  await expect(card.getByText(/365 days, \d+ posts/)).toBeVisible();
  await expect(card.getByText('Last sync')).toBeVisible();
  await expectAccessible(page);

  // Grouped.
  await page.goto('/groups');
  await page.getByRole('button', { name: 'New group' }).click();
  await page.getByLabel('Name').fill('B2B');
  await page.getByRole('checkbox').first().check({ force: true });
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByText('The group B2B was created.')).toBeVisible();
  await expect(page.getByText('1 profile', { exact: true })).toBeVisible();

  // What the API says matches what the screens showed.
  const profiles = (await (await page.request.get('/api/v1/user/social-profiles')).json()) as Array<{
    network: string;
    groups: { name: string }[];
    health: { backfill: { status: string; days: number; posts: number } };
  }>;
  expect(profiles).toHaveLength(1);
  expect(profiles[0]).toMatchObject({
    network: 'linkedin',
    groups: [{ name: 'B2B' }],
    health: { backfill: { status: 'done', days: 365 } },
  });
  expect(profiles[0]?.health.backfill.posts).toBeGreaterThan(0);
});
