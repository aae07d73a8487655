import { expect, test } from '@playwright/test';
import { signInAsDemo } from './support/demo.ts';

// Issue 21 item 8: when the server refuses a post, the user is taken to what is wrong, in the composer's words.

test.describe.configure({ timeout: 180_000 });

test('a refused "Schedule" moves focus to a summary at the top that names the profile as the composer does', async ({
  page,
}) => {
  await signInAsDemo(page);
  await page.waitForURL('**/home');
  const profiles = (await (await page.request.get('/api/v1/user/social-profiles')).json()) as {
    name: string;
    network: string;
  }[];
  const x = profiles.find((profile) => profile.network === 'x')!;
  const named = `X (${x.name}) allows 280 characters; this has 300.`;

  await page.goto('/publishing/scheduler');
  // A cold server on a busy machine: the scheduler's code may take a while on its first load.
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduler' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'New post' }).click();
  const composer = page.getByRole('dialog', { name: 'New post' });
  await composer.getByRole('checkbox', { name: /· X$/ }).check({ force: true });
  await composer.getByLabel('Text', { exact: true }).fill('B'.repeat(300));
  // The composer's own check, as the user types.
  await expect(composer.getByText(named).first()).toBeVisible();

  // Two days ahead at 10:00 in the demo user's zone (typed as the date and time fields take it).
  const when = new Date(Date.now() + 2 * 86_400_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(when)
      .map((part) => [part.type, part.value]),
  );
  await composer.getByRole('radio', { name: 'Schedule' }).check({ force: true });
  await composer.getByRole('group', { name: 'Date' }).getByRole('spinbutton', { name: /month/i }).click();
  await page.keyboard.type(`${parts.month}${parts.day}${parts.year}`);
  await composer.getByRole('group', { name: 'Time' }).getByRole('spinbutton', { name: /hour/i }).click();
  await page.keyboard.type('1000A');
  const schedule = composer.getByRole('button', { name: 'Schedule', exact: true });
  await schedule.focus();
  await page.keyboard.press('Enter');

  // Focus leaves the button for the summary of what the server refused, scrolled into view.
  const summary = composer.getByRole('alert').filter({ hasText: 'The post was not saved' });
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  // The server's words name the network and profile exactly as the composer's check does.
  await expect(summary.getByRole('listitem')).toHaveText([named]);
  await expect(schedule).not.toBeFocused();
});
