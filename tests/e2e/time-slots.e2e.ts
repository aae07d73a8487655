import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { signInAsDemo } from './support/demo.ts';
import { csrfHeader } from './support/set-up-user.ts';

test.describe.configure({ timeout: 180_000 });

type Profile = { id: string; name: string; network: string };
type Queue = { profile_id: string; time_zone: string; next: string[] };

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => [
  { weekday, time: '09:00' },
  { weekday, time: '18:00' },
]);

async function xProfile(page: Page): Promise<Profile> {
  const profiles = (await (await page.request.get('/api/v1/user/social-profiles')).json()) as Profile[];

  return profiles.find((profile) => profile.network === 'x')!;
}

test("a profile's time slots show in the week, and Add to queue takes the next free one", async ({
  page,
}) => {
  await signInAsDemo(page);
  await page.waitForURL('**/home');
  const x = await xProfile(page);
  const saved = await page.request.put(`/api/v1/social-profile/${x.id}/time-slots`, {
    headers: await csrfHeader(page),
    data: { time_zone: 'Europe/Paris', slots: EVERY_DAY },
  });
  expect(saved.status()).toBe(200);

  // Next week: every day of it has open slots drawn.
  const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await page.goto(`/publishing/scheduler?view=week&date=${nextWeek}`);
  await expect(
    page.getByRole('button', { name: new RegExp(`^Open slot for ${x.name} at (18:00|6:00\\sPM)`) }).first(),
  ).toBeVisible();

  const queue = (await (
    await page.request.get(`/api/v1/time-slots?profile_ids=${x.id}&count=1`)
  ).json()) as Queue[];
  const expected = queue[0]!.next[0]!;

  await page.getByRole('button', { name: 'New post' }).click();
  const dialog = page.getByRole('dialog', { name: 'New post' });
  await dialog.getByRole('checkbox', { name: /· X$/ }).check({ force: true });
  const text = `Queued ${Date.now()}`;
  await dialog.getByLabel('Text', { exact: true }).fill(text);
  await expect(dialog.getByText('Next free slots')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Add to queue' }).click();
  await expect(page.getByText('Post saved.')).toBeVisible();

  const from = new Date(Date.now() - 86_400_000).toISOString();
  const to = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const posts = (await (
    await page.request.get(`/api/v1/scheduler-posts?${new URLSearchParams({ from, to })}`)
  ).json()) as { text: string; scheduled_at: string; status: string }[];
  expect(posts.find((post) => post.text === text)).toMatchObject({
    status: 'scheduled',
    scheduled_at: expected,
  });
});
