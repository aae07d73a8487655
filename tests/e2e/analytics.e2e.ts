import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { signInAsDemo } from './support/demo.ts';
import { csrfHeader } from './support/set-up-user.ts';

// The demo workspace's eight profiles fill a year of history in the server's job queue first.
test.describe.configure({ timeout: 180_000 });

type Kpi = { metric: string; unit: 'count' | 'ratio' | 'seconds'; value: number | null };
type Report = { kpis: Kpi[]; scope: { profiles: { id: string }[] } };

/** A figure as the tiles write it in English (KpiTile's formatKpiValue). */
function formatKpiValue(value: number, format: 'number' | 'percent' | 'duration', locale: string): string {
  if (format === 'percent')
    return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);
  if (format === 'duration') {
    const total = Math.round(Math.abs(value));
    const unit = (amount: number, name: string) =>
      new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'narrow' }).format(amount);
    const hours = Math.floor(total / 3600);
    const minutes = Math.floor((total % 3600) / 60);
    if (hours > 0) return `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
    if (minutes > 0) return `${unit(minutes, 'minute')} ${unit(total % 60, 'second')}`;

    return unit(total % 60, 'second');
  }

  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

/** The figure as a tile writes it, from the API's value: a count, a percentage, a duration, or a dash. */
const shown = (kpi: Kpi) =>
  kpi.value === null
    ? '—'
    : formatKpiValue(
        kpi.value,
        kpi.unit === 'ratio' ? 'percent' : kpi.unit === 'seconds' ? 'duration' : 'number',
        'en',
      );

const day = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    date,
  );

/** Waits until every demo profile's year of history is stored, so that figures no longer move. */
async function historyFilledIn(page: Page) {
  await expect
    .poll(
      async () => {
        const profiles = (await (await page.request.get('/api/v1/user/social-profiles')).json()) as {
          health: { backfill: { status: string } };
        }[];

        return profiles.length > 0 && profiles.every((profile) => profile.health.backfill.status === 'done');
      },
      { timeout: 150_000, intervals: [1000] },
    )
    .toBe(true);
}

/**
 * The demo user signed in with every profile's history stored, and the period the screens show by default:
 * the 28 days to the last complete day in the user's time zone, against the 28 before.
 */
async function demoWithHistory(page: Page) {
  await signInAsDemo(page);
  await expect(page).toHaveURL(/\/home$/);
  await historyFilledIn(page);
  const user = (await (await page.request.get('/api/v1/user')).json()) as { time_zone: string };
  // The last complete day: the default range ends there (today has no account data yet).
  const today = day(new Date(), user.time_zone);
  const to = day(new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000), 'UTC');
  const from = day(new Date(Date.parse(`${to}T12:00:00Z`) - 27 * 86_400_000), 'UTC');

  return { tz: user.time_zone, from, to, range: `from=${from}&to=${to}&compare=previous_period` };
}

/** Scrolls down the page step by step, so that panels that load as they come into view do. */
async function scrollThrough(page: Page) {
  for (let step = 0; step < 12; step++) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(100);
  }
}

test('every analytics screen shows the figures the API gives for the period, for all profiles and for a group', async ({
  page,
}) => {
  const { tz, range } = await demoWithHistory(page);
  const overview = (await (
    await page.request.get(`/api/v1/social-profiles/analytics/overview?${range}&tz=${encodeURIComponent(tz)}`)
  ).json()) as Report;
  expect(overview.scope.profiles).toHaveLength(8);
  const kpi = (report: Report, metric: string) => report.kpis.find((entry) => entry.metric === metric)!;

  const screens: [string, string, string[]][] = [
    ['/home', 'Home', ['followers', 'net_followers', 'impressions', 'post_engagement_rate', 'posts']],
    ['/dashboard/overview', 'Home', ['followers']],
    ['/analytics/overview', 'Overview', ['reach', 'profile_views']],
    ['/analytics', 'Overview', ['followers']],
    ['/analytics/engagement', 'Engagement', ['engagements', 'likes', 'saves']],
    ['/analytics/community', 'Community', ['followers_gained', 'followers_lost']],
    ['/analytics/reach', 'Reach', ['reach', 'post_reach']],
    ['/analytics/reach_impressions', 'Reach and impressions', ['impressions', 'post_impressions']],
    ['/analytics/impressions', 'Impressions', ['clicks']],
    ['/analytics/activity', 'Activity and best times', ['posts']],
    ['/analytics/stories', 'Stories', ['story_impressions', 'story_completion_rate', 'story_taps_forward']],
    ['/analytics/content', 'Content', ['post_engagements', 'post_saves']],
    ['/analytics/reels', 'Reels', ['reel_plays', 'post_watch_time_avg_sec']],
    ['/analytics/fbvideos', 'Videos', ['video_views', 'watch_time_total_sec']],
    ['/analytics/mentions', 'Mentions', ['mentions']],
  ];
  const labels: Record<string, string> = {
    followers: 'Followers',
    net_followers: 'Net followers',
    impressions: 'Impressions',
    post_engagement_rate: 'Engagement rate',
    posts: 'Posts published',
    reach: 'Reach',
    profile_views: 'Profile views',
    engagements: 'Engagements',
    likes: 'Likes',
    saves: 'Saves',
    followers_gained: 'Followers gained',
    followers_lost: 'Followers lost',
    post_reach: 'Reach of posts',
    post_impressions: 'Impressions of posts',
    clicks: 'Clicks',
    story_impressions: 'Story impressions',
    story_completion_rate: 'Story completion rate',
    story_taps_forward: 'Taps forward',
    post_engagements: 'Engagements on posts',
    post_saves: 'Saves of posts',
    reel_plays: 'Reel plays',
    post_watch_time_avg_sec: 'Average watch time',
    video_views: 'Video views',
    watch_time_total_sec: 'Watch time',
    mentions: 'Mentions',
  };
  for (const [address, title, metrics] of screens) {
    await page.goto(`${address}?${range}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const tiles = page.getByRole('list', { name: 'Key figures' });
    for (const metric of metrics) {
      const tile = tiles.getByRole('group', { name: labels[metric], exact: true });
      await expect(tile, `${address} ${metric}`).toContainText(shown(kpi(overview, metric)));
    }
  }

  // Activity: the best slots the API ranks, in the user's time zone, and the audience.
  await page.goto(`/analytics/activity?${range}`);
  const activity = (await (
    await page.request.get(`/api/v1/social-profiles/analytics/activity?${range}&tz=${encodeURIComponent(tz)}`)
  ).json()) as { best_times: { top: { weekday: number; hour: number }[] } };
  const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  const hour = (value: number) =>
    new Intl.DateTimeFormat('en', { hour: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 5, value));
  const slots = activity.best_times.top
    .map((slot) => `${weekdays[slot.weekday]} ${hour(slot.hour)}`)
    .join(', ');
  expect(activity.best_times.top.length).toBeGreaterThan(0);
  await expect(page.getByText(`Your best slots: ${slots}`)).toBeVisible();
  await scrollThrough(page);
  await expect(page.getByRole('heading', { name: 'Top countries' })).toBeVisible();

  // The charts load as they scroll into view, each with its data table for screen readers.
  await page.goto(`/analytics/engagement?${range}`);
  await scrollThrough(page);
  await expect(page.getByRole('heading', { name: 'Engagements per day' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top posts by engagement rate' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Each profile’s figures over the period' })).toBeVisible();
  await expectAccessible(page);

  // One profile: the screen reads that profile's own analytics.
  await page.goto(`/analytics/community?${range}`);
  await page.getByRole('button', { name: /^Profiles/ }).click();
  const chooser = page.getByRole('dialog');
  const first = chooser.getByRole('option').first();
  const profileName = ((await first.textContent()) ?? '').trim();
  const single = page.waitForResponse((response) =>
    /\/social-profile\/[^/]+\/analytics\?/.test(response.url()),
  );
  await first.click();
  await page.keyboard.press('Escape');
  const ofProfile = (await (await single).json()) as Report & { scope: { kind: string } };
  expect(ofProfile.scope.kind).toBe('profile');
  expect(ofProfile.scope.profiles).toHaveLength(1);
  expect(profileName.length).toBeGreaterThan(0);
  for (const metric of ['followers', 'followers_gained', 'net_followers'])
    await expect(
      page
        .getByRole('list', { name: 'Key figures' })
        .getByRole('group', { name: labels[metric], exact: true }),
    ).toContainText(shown(kpi(ofProfile, metric)));

  // Its export menu links to the spreadsheet of those figures, which downloads.
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const csvLink = await page
    .getByRole('menuitem', { name: 'Daily figures and posts (CSV)' })
    .getAttribute('href');
  expect(csvLink).toMatch(/^\/api\/v1\/social-profile\/[^/]+\/exports\/csv\?/);
  const csv = await page.request.get(csvLink!);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  // A byte-order mark first, so that Excel reads it as UTF-8.
  expect((await csv.text()).split('\n')[0]).toMatch(/^\uFEFFDay,/);
  await page.keyboard.press('Escape');

  // A group: its figures are the group's, not all profiles'.
  const groups = (await (await page.request.get('/api/v1/user/groups')).json()) as {
    id: string;
    name: string;
  }[];
  const group = groups[0]!;
  const ofGroup = (await (
    await page.request.get(`/api/v1/user/groups/${group.id}/analytics?${range}&tz=${encodeURIComponent(tz)}`)
  ).json()) as Report;
  await page.goto(`/home?${range}`);
  await page.getByRole('button', { name: /group/i }).click();
  await page.getByRole('option', { name: new RegExp(group.name) }).click();
  await expect(page.getByText(`The key figures of the group ${group.name}`)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Key figures' }).getByRole('group', { name: 'Followers', exact: true }),
  ).toContainText(shown(kpi(ofGroup, 'followers')));
});

test('posts sorted by a metric open with their sources, and make a campaign that adds up their figures', async ({
  page,
}) => {
  const { tz: zone, from, to, range } = await demoWithHistory(page);
  const tz = encodeURIComponent(zone);
  const posts = (await (
    await page.request.get(
      `/api/v1/social-profiles/medias?from=${from}&to=${to}&tz=${tz}&sort=engagements&limit=2`,
    )
  ).json()) as {
    total: number;
    items: { id: string; text: string; metrics: Record<string, number | null> }[];
  };

  await page.goto(`/content/posts?${range}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Posts' })).toBeVisible();
  await expect(page.getByText(`${posts.total.toLocaleString('en')} posts`)).toBeVisible();
  // Sorted by engagements, most first: the API's order.
  await page.getByRole('columnheader', { name: 'Engagements' }).click();
  const rows = page.getByRole('grid', { name: 'Posts' }).getByRole('row');
  await expect(rows.nth(1)).toContainText(posts.items[0]!.text.slice(0, 30));
  await expect(rows.nth(2)).toContainText(posts.items[1]!.text.slice(0, 30));

  // Two posts into a new campaign.
  await rows.nth(1).getByRole('checkbox').check({ force: true });
  await rows.nth(2).getByRole('checkbox').check({ force: true });
  await expect(page.getByText('2 posts selected')).toBeVisible();
  await page.getByRole('button', { name: 'Add to campaign' }).click();
  await page.getByRole('menuitem', { name: 'New campaign' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Winter blend launch');
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByText('Added to Winter blend launch.')).toBeVisible();

  await page.goto('/content/campaigns');
  await page.getByRole('link', { name: 'Winter blend launch' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Winter blend launch' })).toBeVisible();
  const sum = (posts.items[0]!.metrics.engagements ?? 0) + (posts.items[1]!.metrics.engagements ?? 0);
  await expect(page.getByRole('group', { name: 'Engagements', exact: true })).toContainText(
    formatKpiValue(sum, 'number', 'en'),
  );
  await expect(page.getByRole('group', { name: 'Posts', exact: true })).toContainText('2');
  await page.getByRole('tab', { name: /Posts/ }).click();
  await expect(page).toHaveURL(/\/stats$/);

  // One post, with where each figure comes from.
  await page
    .getByRole('link', { name: posts.items[0]!.text.slice(0, 20), exact: false })
    .first()
    .click();
  await expect(page).toHaveURL(/\/media\//);
  const engagements = page.getByRole('group', { name: 'Engagements', exact: true });
  await expect(engagements).toContainText(
    formatKpiValue(posts.items[0]!.metrics.engagements ?? 0, 'number', 'en'),
  );
  await engagements.getByRole('button', { name: 'Where this number comes from' }).click();
  await expect(page.getByRole('dialog').getByText('Last refresh')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Demo network')).toBeVisible();

  // The comparative table lists the campaign; it can go, its posts stay.
  await page.goto('/content/campaigns/comparative-table');
  await expect(page.getByRole('link', { name: 'Winter blend launch' })).toBeVisible();
  const albums = (await (await page.request.get('/api/v1/albums')).json()) as { id: string }[];
  const removed = await page.request.delete(`/api/v1/albums/${albums[0]!.id}`, {
    headers: await csrfHeader(page),
  });
  expect(removed.status()).toBe(204);
});

test("a chart downloads as a PNG picture under the app's own security policy, and as CSV, by keyboard", async ({
  page,
}) => {
  await signInAsDemo(page);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/analytics/engagement');
  const exportChart = page.getByRole('button', { name: 'Export chart' }).first();
  await expect(exportChart).toBeEnabled({ timeout: 60_000 });

  for (const [item, signature, steps] of [
    ['Download PNG', '89504e47', 0],
    ['Download CSV', null, 1],
  ] as const) {
    await exportChart.focus();
    await page.keyboard.press('Enter');
    for (let step = 0; step < steps; step++) await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: item })).toBeFocused();
    const downloaded = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const file = await downloaded;
    expect(file.suggestedFilename()).toMatch(signature ? /\.png$/ : /\.csv$/);
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    if (signature) expect(bytes.subarray(0, 4).toString('hex')).toBe(signature);
    else expect(bytes.toString('utf8').split('\n')[0]).toContain(',');
    // The menu is gone and the keyboard user is back on the button that opened it.
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(exportChart).toBeFocused();
  }
});
