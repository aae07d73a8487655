import { expect, type Page } from '@playwright/test';
import { linkFromMail } from './mail.ts';
import { FIRST_PASSWORD, newEmail } from './users.ts';

/** The XSRF-TOKEN cookie as the header the server checks on writes. */
export async function csrfHeader(page: Page): Promise<Record<string, string>> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  if (!token) throw new Error('No XSRF-TOKEN cookie: open a page of the app first');

  return { 'X-XSRF-TOKEN': token };
}

/**
 * A user past sign-up, signed in in `page`: registered through the form, verified from the e-mailed link, then
 * the two set-up steps through the API (the sign-up journey test covers their screens).
 */
export async function signedInUser(
  page: Page,
  prefix = 'user',
): Promise<{ email: string; password: string }> {
  const email = newEmail(prefix);
  await page.goto('/create/account');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/setup\/email-verification$/);
  await page.goto(await linkFromMail(email, /Verify your e-mail address/, /\/setup\/email-verification\?/));
  await expect(page).toHaveURL(/\/signup\/user-infos$/);

  for (const data of [
    {
      step: 'user_infos',
      first_name: 'Ada',
      last_name: 'Lovelace',
      job_role: 'agency',
      platform_language: 'en',
    },
    {
      step: 'account_setup',
      account_name: 'Analytical Engines',
      team_size: '2-10',
      time_zone: 'Europe/London',
    },
  ]) {
    const response = await page.request.post('/api/v1/user/signup-next-step', {
      data,
      headers: await csrfHeader(page),
    });
    expect(response.status(), await response.text()).toBe(200);
  }

  return { email, password: FIRST_PASSWORD };
}
