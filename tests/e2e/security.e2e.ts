import { expect, test, type Page } from '@playwright/test';
import { signInAsDemo } from './support/demo.ts';
import { FIRST_PASSWORD, newEmail } from './support/users.ts';

async function registerThroughUi(page: Page, email: string): Promise<void> {
  await page.goto('/create/account');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/setup\/email-verification$/);
}

test('a second browser context cannot read the first one’s user', async ({ browser }) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  const email = newEmail('ctx');
  const firstPage = await first.newPage();
  await registerThroughUi(firstPage, email);

  const mine = await firstPage.request.get('/api/v1/user');
  expect(mine.status()).toBe(200);
  expect((await mine.json()).email).toBe(email);

  const secondPage = await second.newPage();
  await secondPage.goto('/');
  const theirs = await secondPage.request.get('/api/v1/user');
  expect(theirs.status()).toBe(401);
  await expect(secondPage).toHaveURL(/\/signin$/);
  await first.close();
  await second.close();
});

test('a write without the CSRF header is refused, and the same write with it goes through', async ({
  page,
}) => {
  await registerThroughUi(page, newEmail('csrf'));
  const without = await page.request.put('/api/v1/user/marketing', { data: { accepts_marketing: true } });
  expect(without.status()).toBe(403);
  expect((await without.json()).code).toBe('csrf_mismatch');

  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
  const withHeader = await page.request.put('/api/v1/user/marketing', {
    data: { accepts_marketing: true },
    headers: { 'X-XSRF-TOKEN': token },
  });
  expect(withHeader.status()).toBe(200);
});

test('signing out ends the session on the server: its cookie no longer works anywhere', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await registerThroughUi(page, newEmail('logout'));
  const session = (await context.cookies()).find((cookie) => cookie.name === 'kestrel_session')!;
  expect(session.httpOnly).toBe(true);
  expect(session.sameSite).toBe('Lax');

  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin\?notice=signed-out$/);

  const replay = await browser.newContext();
  await replay.addCookies([session]);
  const response = await replay.request.get('/api/v1/user');
  expect(response.status()).toBe(401);
  await context.close();
  await replay.close();
});

test('the demo sign-in printed at start works', async ({ page }) => {
  await signInAsDemo(page);
  // The demo workspace has its profiles connected: the user lands on the home screen's figures.
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('a guest asking for a signed-in page signs in and comes back to it', async ({ page }) => {
  const email = newEmail('next');
  await registerThroughUi(page, email);
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/signin/);
  await page.goto('/settings/security');
  await expect(page).toHaveURL(/\/signin\?next=%2Fsettings%2Fsecurity$/);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Not set up yet: the sign-up step wins over the requested page.
  await expect(page).toHaveURL(/\/setup\/email-verification$/);
});

test('an unknown address shows a page-not-found screen, and the API answers JSON 404s', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  const api = await page.request.get('/api/v1/no-such-endpoint');
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ message: 'Not found.', code: 'not_found' });
});
