import { expect, test, type Page } from '@playwright/test';
import { localParts } from '../../contracts/local-time.ts';
import { picture } from '../support/media.ts';
import { expectAccessible } from './support/a11y.ts';
import { signInAsDemo } from './support/demo.ts';
import { csrfHeader } from './support/set-up-user.ts';

test.describe.configure({ timeout: 180_000 });

type Profile = { id: string; name: string; network: string };
type Post = {
  id: string;
  profile_id: string;
  status: string;
  scheduled_at: string | null;
  text: string;
  kind: string;
  media: { library_media_id?: string }[];
};

const ZONE = 'Europe/Paris'; // the demo user's time zone

/** A local day and 24-hour time in the demo user's zone (the server's own arithmetic). */
function local(at: Date) {
  const { day, hour, minute } = localParts(at, ZONE);
  const [year, month, date] = day.split('-') as [string, string, string];

  return { year, month, day: date, hour, minute: String(minute).padStart(2, '0') };
}

async function profiles(page: Page): Promise<Profile[]> {
  return (await (await page.request.get('/api/v1/user/social-profiles')).json()) as Profile[];
}

async function postsBetween(page: Page, from: Date, to: Date): Promise<Post[]> {
  const query = new URLSearchParams({ from: from.toISOString(), to: to.toISOString(), drafts: '1' });

  return (await (await page.request.get(`/api/v1/scheduler-posts?${query}`)).json()) as Post[];
}

/** Types a date and a time into the composer's React Aria date and time fields (12-hour, English). */
async function typeWhen(page: Page, at: Date) {
  const { year, month, day, hour, minute } = local(at);
  const date = page.getByRole('group', { name: 'Date' });
  await date.getByRole('spinbutton', { name: /month/i }).click();
  await page.keyboard.type(`${month}${day}${year}`);
  const time = page.getByRole('group', { name: 'Time' });
  await time.getByRole('spinbutton', { name: /hour/i }).click();
  await page.keyboard.type(String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0'));
  await page.keyboard.type(minute);
  await page.keyboard.type(hour < 12 ? 'A' : 'P');
}

test('a post written for three profiles is published at its time and shows in analytics', async ({
  page,
}) => {
  await signInAsDemo(page);
  await page.waitForURL('**/home');
  const all = await profiles(page);
  const chosen = ['x', 'threads', 'linkedin'].map((network) =>
    all.find((profile) => profile.network === network)!,
  );

  // The browser's clock is under the test's control: it starts two minutes before the post's time. That time
  // is the server's next whole minute (a few seconds to a minute away, so the save is never refused as past),
  // and the browser is moved on two minutes, as if the user had waited.
  const due = new Date(Math.ceil((Date.now() + 5_000) / 60_000) * 60_000);
  await page.clock.install({ time: new Date(due.getTime() - 120_000) });
  await page.goto('/publishing/scheduler');
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduler' })).toBeVisible();
  await expect(page.getByText(/Times are in Europe\/Paris/)).toBeVisible();

  await page.getByRole('button', { name: 'New post' }).click();
  const composer = page.getByRole('dialog', { name: 'New post' });
  for (const profile of chosen)
    await composer
      .getByRole('checkbox', {
        name: new RegExp(
          `· ${profile.network === 'x' ? 'X' : profile.network === 'threads' ? 'Threads' : 'LinkedIn'}$`,
        ),
      })
      .check({ force: true });
  const text = `Fresh beans on the bar this weekend ${due.getTime()} #coffee`;
  await composer.getByLabel('Text', { exact: true }).fill(text);
  await expect(composer.getByText(/^X \d+\/280$/)).toBeVisible();
  // A picture, uploaded from the composer into the media library and attached.
  await composer.getByRole('button', { name: 'Add from the media library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose media' });
  await picker
    .locator('input[type="file"]')
    .setInputFiles([
      { name: 'fresh-beans.png', mimeType: 'image/png', buffer: await picture('png', 1080, 1080) },
    ]);
  await picker.getByRole('button', { name: 'Use 1 file' }).click();
  await expect(picker).toBeHidden();
  await expect(composer.getByRole('button', { name: 'Remove file 1' })).toBeVisible();
  await composer.getByRole('radio', { name: 'Schedule' }).check({ force: true });
  await typeWhen(page, due);
  await expect(composer.getByText(/Scheduled for/)).toBeVisible();
  await expectAccessible(page);
  await composer.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText('3 posts saved, one per profile.')).toBeVisible();

  const window = [new Date(due.getTime() - 3_600_000), new Date(due.getTime() + 3_600_000)] as const;
  const saved = (await postsBetween(page, ...window)).filter((post) => post.text === text);
  expect(saved.map((post) => post.profile_id).toSorted()).toEqual(
    chosen.map((profile) => profile.id).toSorted(),
  );
  expect(saved.every((post) => post.scheduled_at === due.toISOString())).toBe(true);
  expect(saved.every((post) => post.kind === 'image' && post.media.length === 1)).toBe(true);
  // Attached by its library id: the worker signs a fresh address when it publishes.
  expect(new Set(saved.map((post) => post.media[0]!.library_media_id)).size).toBe(1);
  expect(saved[0]!.media[0]!.library_media_id).toMatch(/^[0-9a-f-]{36}$/);

  // Two minutes later (in the browser), the list shows all three published.
  await page.clock.fastForward('02:00');
  await page.getByRole('tab', { name: 'List' }).click();
  const rows = page.getByRole('button', { name: new RegExp(text.slice(0, 30)) });
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Published' })).toHaveCount(3, { timeout: 120_000 });
  const published = (await postsBetween(page, ...window)).filter((post) => post.text === text);
  expect(published.map((post) => post.status)).toEqual(['published', 'published', 'published']);

  // Its details tell the whole story, oldest first.
  await rows.first().click();
  const details = page.getByRole('dialog', { name: 'Post' });
  await expect(details.getByRole('heading', { name: 'History' })).toBeVisible();
  await expect(details.getByText('Published', { exact: true }).first()).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).first().click();

  // The sync that follows a publish brings the post into analytics.
  const x = chosen[0]!;
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(
          `/api/v1/social-profile/${x.id}/medias?sort=published_at&order=desc&limit=20`,
        );
        const medias = (await answer.json()) as { items?: { text: string }[] } | { text: string }[];
        const items = Array.isArray(medias) ? medias : (medias.items ?? []);

        return items.some((media) => media.text === text);
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toBe(true);
  // The posts page opens on the days up to yesterday (complete days): a post of today shows in a range to today.
  const user = (await (await page.request.get('/api/v1/user')).json()) as { time_zone: string };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: user.time_zone }).format(new Date());
  const weekAgo = new Intl.DateTimeFormat('en-CA', { timeZone: user.time_zone }).format(
    new Date(Date.now() - 7 * 86_400_000),
  );
  await page.goto(`/content/posts?from=${weekAgo}&to=${today}&compare=previous_period`);
  await expect(page.getByText(text.slice(0, 60)).first()).toBeVisible({ timeout: 30_000 });
});

test('a post dragged to another day keeps its time of day', async ({ page }) => {
  await signInAsDemo(page);
  await page.waitForURL('**/home');
  const x = (await profiles(page)).find((profile) => profile.network === 'x')!;
  const planned = new Date(Math.floor((Date.now() + 2 * 86_400_000) / 60_000) * 60_000);
  const before = local(planned);
  const created = await page.request.post('/api/v1/scheduler-posts', {
    headers: await csrfHeader(page),
    data: {
      profile_ids: [x.id],
      kind: 'text',
      text: `Drag me ${Date.now()}`,
      scheduled_at: planned.toISOString(),
    },
  });
  expect(created.status()).toBe(201);
  const [post] = (await created.json()) as Post[];

  const day = `${before.year}-${before.month}-${before.day}`;
  await page.goto(`/publishing/scheduler?view=week&date=${day}`);
  const chip = page.locator(`[data-post-id="${post!.id}"]`);
  await expect(chip).toBeVisible();
  const next = new Date(Date.UTC(Number(before.year), Number(before.month) - 1, Number(before.day) + 1))
    .toISOString()
    .slice(0, 10);
  // The week shows the next day too (or it is the next week's first day: then the month view is used).
  const view =
    (await page.locator(`[data-day="${next}"][data-hour="${before.hour}"]`).count()) > 0 ? 'week' : 'month';
  if (view === 'month') await page.goto(`/publishing/scheduler?date=${day}`);
  const target =
    view === 'week'
      ? page.locator(`[data-day="${next}"][data-hour="${before.hour}"]`)
      : page.locator(`[data-day="${next}"]`).first();
  // A drag as a hand makes it: press, move a little, then on to the target in steps, release.
  // Both in view (the week scrolls by the hour; they share the hour's row).
  await target.scrollIntoViewIfNeeded();
  await chip.scrollIntoViewIfNeeded();
  const from = (await chip.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + 10, from.y + 5);
  await page.mouse.down();
  await page.mouse.move(from.x + 30, from.y + 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
  await expect(page.getByText(/^Moved to /)).toBeVisible();
  const moved = (await postsBetween(page, new Date(), new Date(Date.now() + 10 * 86_400_000))).find(
    (entry) => entry.id === post!.id,
  );
  const after = local(new Date(moved!.scheduled_at!));
  expect(`${after.year}-${after.month}-${after.day}`).toBe(next);
  expect([after.hour, after.minute]).toEqual([before.hour, before.minute]);
});
