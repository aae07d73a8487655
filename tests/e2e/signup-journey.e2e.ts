import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { linkFromMail } from './support/mail.ts';
import { FIRST_PASSWORD, newEmail, SECOND_PASSWORD, THIRD_PASSWORD } from './support/users.ts';

// The journeys are long (sign-up, set-up, reset, several argon2 hashes and axe passes): on two busy cores, with
// the other e2e files running beside them, one took over a minute.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('a newcomer signs up, verifies the e-mail from data/mail, sets up the account and reaches the connect step', async ({
  page,
}) => {
  const email = newEmail('newcomer');

  await page.goto('/');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Kestrel' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Create an account' }).click();

  await expect(page).toHaveURL(/\/create\/account$/);
  await expect(page.getByRole('heading', { name: 'Create your account', level: 1 })).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Use at least 10 characters.')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/setup\/email-verification$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page);

  const link = await linkFromMail(email, /Verify your e-mail address/, /\/setup\/email-verification\?/);
  await page.goto(link);

  await expect(page).toHaveURL(/\/signup\/user-infos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tell us about you' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByRole('button', { name: /Your role/ }).click();
  await page.getByRole('option', { name: 'Content creator' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/setup\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your workspace' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Workspace name').fill('Analytical Engines');
  // The whole card is the option's label (its ::after covers the tile): click it as a user would.
  await page.locator('label', { hasText: 'Small team' }).click();
  await expect(page.getByRole('radio', { name: 'Small team' })).toBeChecked();
  const timeZone = page.getByRole('combobox', { name: 'Time zone' });
  await timeZone.click();
  await timeZone.fill('Europe/Lis');
  await expect(page.getByRole('option', { name: /Europe\/Lisbon/ })).toBeVisible();
  await timeZone.press('ArrowDown');
  await timeZone.press('Enter');
  await expect(timeZone).toHaveValue(/Europe\/Lisbon/);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/signup\/connect-social-profiles$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Connect your social profiles' })).toBeVisible();
  await expectAccessible(page);

  // The progression survives a reload, and a step's address cannot be revisited out of order.
  await page.goto('/signup/user-infos');
  await expect(page).toHaveURL(/\/signup\/connect-social-profiles$/);

  // Account settings: the profile and the time zone chosen during set-up.
  await page.getByRole('link', { name: 'Go to your account settings' }).click();
  await expect(page).toHaveURL(/\/settings\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue(/Europe\/Lisbon/);
  await expectAccessible(page);
  await page.getByLabel('Last name').fill('King');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();

  // Security: change the password.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Security' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  await expect(page.getByText('This device')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Current password', { exact: true }).fill(FIRST_PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill(SECOND_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/Your password is changed/)).toBeVisible();

  // Sign out from the account menu, then back in with the new password.
  // Reads the app started before the session ended never come back 401 (they are called off first).
  const beforeLogout: string[] = [];
  let loggedOut = false;
  const unauthorised: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/logout')) loggedOut = true;
    else if (!loggedOut && request.url().includes('/api/')) beforeLogout.push(request.url());
  });
  page.on('response', (response) => {
    if (response.status() === 401 && beforeLogout.includes(response.request().url()))
      unauthorised.push(response.url());
  });
  await page.getByRole('button', { name: /^Ada\W+account menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin\?notice=signed-out$/);
  expect(unauthorised).toEqual([]);
  await expect(page.getByText('You are signed out.')).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(SECOND_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/signup\/connect-social-profiles$/);

  // Forgotten password: the reset link from data/mail sets a third password.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/signin/);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expectAccessible(page);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/we have sent it a link/)).toBeVisible();
  const resetLink = await linkFromMail(email, /Reset your Kestrel password/, /\/reset-password\//);
  await page.goto(resetLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('New password', { exact: true }).fill(THIRD_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/signin\?notice=password-changed/);
  await expect(page.getByText('Your password is changed. Sign in with your new password.')).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(THIRD_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/signup\/connect-social-profiles$/);

  // The same reset link does not work twice.
  await page.goto(resetLink);
  await page.getByLabel('New password', { exact: true }).fill('another-long-passphrase-5');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('This link does not work any more')).toBeVisible();
});
