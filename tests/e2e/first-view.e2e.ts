import { expect, test } from '@playwright/test';
import { signInAsDemo } from './support/demo.ts';

test.use({ viewport: { width: 412, height: 823 } });

test("/home's page asks for the user, profiles, groups and report early, and the app takes those answers", async ({
  page,
}) => {
  await signInAsDemo(page);
  await expect(page).toHaveURL(/\/home$/);
  // The signed-in /home has asked for all it needs (its requests must not count as the next load's).
  await expect(page.getByRole('button', { name: /Choose profiles/ })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // A fresh load of /home, as a signed-in user opening the app.
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(`${request.resourceType()} ${url.pathname}`);
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Choose profiles/ })).toBeVisible();
  await expect(page.getByText(/^The key figures of all your active profiles/)).toBeVisible();

  // The page's head lists the reads, so the browser starts them with the code's download…
  const links = await page.locator('link[rel="preload"][as="fetch"]').all();
  const preloads = await Promise.all(
    links.map(async (link) => new URL((await link.getAttribute('href')) ?? '', page.url()).pathname),
  );
  expect(preloads).toEqual(
    expect.arrayContaining([
      '/api/v1/user',
      '/api/v1/user/social-profiles',
      '/api/v1/user/social-profiles/groups',
    ]),
  );
  // …and the app's own requests take those answers: each is asked for once (Chromium shows the preload's
  // request; a request of the app's own would show as a second one).
  for (const path of ['/api/v1/user', '/api/v1/user/social-profiles', '/api/v1/user/social-profiles/groups'])
    expect(asked.filter((entry) => entry.endsWith(` ${path}`))).toHaveLength(1);
  // The key figures' report is asked for once: the route's prefetch and the screen ask for the same one.
  const reports = () =>
    asked.filter((entry) => entry.endsWith(' /api/v1/social-profiles/analytics/overview'));
  await expect.poll(() => reports().length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(reports()).toHaveLength(1);
});
