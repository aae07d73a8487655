import { expect, test, type Page } from '@playwright/test';
import { signInAsDemo } from './support/demo.ts';

// What a newcomer hit on the analytics screens (issue 21), on the real server with the demo workspace. Its eight
// profiles fill a year of history in the server's job queue first.
test.describe.configure({ timeout: 180_000 });

type Kpi = { metric: string; value: number | null; missing_profiles: string[] };
type Report = { kpis: Kpi[]; scope: { profiles: { id: string; network: string }[] } };

/** Signs in as the demo user and waits until every profile's history is stored, so figures no longer move. */
async function demoWithHistory(page: Page) {
  await signInAsDemo(page);
  await expect(page).toHaveURL(/\/home$/);
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
  const user = (await (await page.request.get('/api/v1/user')).json()) as { time_zone: string };

  return { tz: user.time_zone };
}

const day = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    date,
  );

test("one profile's Export menu downloads its spreadsheet, and the app stays on the page", async ({
  page,
}) => {
  await demoWithHistory(page);
  await page.goto('/analytics/overview');
  await page.getByRole('button', { name: /^Profiles/ }).click();
  await page.getByRole('dialog').getByRole('option').first().click();
  await page.keyboard.press('Escape');

  for (const [item, extension] of [
    ['Daily figures and posts (CSV)', 'csv'],
    ['Daily figures and posts (Excel)', 'xlsx'],
  ] as const) {
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const downloaded = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: item }).click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toMatch(new RegExp(`\\.${extension}$`));
    const chunks: Buffer[] = [];
    for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    if (extension === 'csv') expect(bytes.toString('utf8').split('\n')[0]).toMatch(/^\uFEFFDay,/);
    // An Excel workbook is a ZIP file.
    else expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    // Still the analytics screen: not the app's "Page not found" at the API's address.
    await expect(page).toHaveURL(/\/analytics\/overview/);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  }
});

test('a period and a comparison chosen together are both applied', async ({ page }) => {
  const { tz } = await demoWithHistory(page);
  const to = day(new Date(), tz);
  const from = day(new Date(Date.parse(`${to}T12:00:00Z`) - 89 * 86_400_000), 'UTC');
  await page.goto('/analytics/overview');
  await page.getByRole('button', { name: /^Period/ }).click();
  const picker = page.getByRole('dialog');
  await picker.getByRole('option', { name: 'Last 90 days' }).click();
  await picker.getByRole('button', { name: /Compare to/ }).click();
  await page.getByRole('option', { name: 'Same period last year' }).click();
  await picker.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}&compare=previous_year`));
  await expect(page.getByRole('button', { name: /^Period/ })).toContainText('vs');
});

test('on a 360 px wide phone the period picker fits the screen, Apply included', async ({ page }) => {
  await demoWithHistory(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/analytics/overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const pageWidth = () => page.evaluate<number>('document.documentElement.scrollWidth');
  const closed = await pageWidth();
  await page.getByRole('button', { name: /^Period/ }).click();
  const picker = page.getByRole('dialog');
  await expect(picker.getByRole('button', { name: 'Apply' })).toBeVisible();
  const box = (await picker.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  for (const name of ['Apply', 'Cancel']) {
    const button = (await picker.getByRole('button', { name }).boundingBox())!;
    expect(button.x + button.width, name).toBeLessThanOrEqual(360);
  }
  // The open picker makes the page no wider: nothing to scroll sideways to.
  expect(await pageWidth()).toBe(closed);
});

test('the best-times heatmap outlines the slots its sentence names: the server’s list', async ({ page }) => {
  const { tz } = await demoWithHistory(page);
  const to = day(new Date(), tz);
  const from = day(new Date(Date.parse(`${to}T12:00:00Z`) - 27 * 86_400_000), 'UTC');
  const activity = (await (
    await page.request.get(
      `/api/v1/social-profiles/analytics/activity?from=${from}&to=${to}&tz=${encodeURIComponent(tz)}`,
    )
  ).json()) as { best_times: { top: { weekday: number; hour: number }[] } };
  const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  const hour = (value: number) =>
    new Intl.DateTimeFormat('en', { hour: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 5, value));
  const named = activity.best_times.top.map((slot) => `${weekdays[slot.weekday]}, ${hour(slot.hour)}`);
  expect(named.length).toBeGreaterThan(0);

  await page.goto(`/analytics/activity?from=${from}&to=${to}`);
  const grid = page.getByRole('grid', {
    name: 'Average engagement rate by weekday and hour of publication',
  });
  await expect(grid).toBeVisible({ timeout: 60_000 });
  const outlined: string[] = [];
  for (const cell of await grid.getByRole('gridcell', { name: /\(Best time\)$/ }).all())
    outlined.push(((await cell.getAttribute('aria-label')) ?? '').split(':')[0]!);
  expect(outlined.sort()).toEqual([...named].sort());
});

test('"where this number comes from" keeps a long source inside its box, and on the screen', async ({
  page,
}) => {
  await demoWithHistory(page);
  for (const size of [
    { width: 1280, height: 800 },
    { width: 412, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/home');
    await page
      .getByRole('list', { name: 'Key figures' })
      .getByRole('group', { name: 'Engagement rate', exact: true })
      .getByRole('button', { name: 'Where this number comes from' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Where this number comes from' });
    await expect(dialog).toBeVisible();
    const popover = (await dialog.locator('..').boundingBox())!;
    expect(popover.x).toBeGreaterThanOrEqual(0);
    expect(popover.x + popover.width).toBeLessThanOrEqual(size.width);
    expect(popover.y + popover.height).toBeLessThanOrEqual(size.height);
    // Scrolled to its end, the last line (the formula) is inside the box.
    await dialog.evaluate((element) => {
      const box = element as unknown as { scrollTop: number; scrollHeight: number };
      box.scrollTop = box.scrollHeight;
    });
    const last = (await dialog.locator('dd').last().boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(popover.y + popover.height + 0.5);
    expect(last.y).toBeGreaterThanOrEqual(popover.y - 0.5);
    await page.keyboard.press('Escape');
  }
});

test('a total that leaves networks out says so on its tile', async ({ page }) => {
  const { tz } = await demoWithHistory(page);
  const to = day(new Date(), tz);
  const from = day(new Date(Date.parse(`${to}T12:00:00Z`) - 27 * 86_400_000), 'UTC');
  const report = (await (
    await page.request.get(
      `/api/v1/social-profiles/analytics/overview?from=${from}&to=${to}&compare=previous_period&tz=${encodeURIComponent(tz)}`,
    )
  ).json()) as Report;
  const engagements = report.kpis.find((kpi) => kpi.metric === 'engagements')!;
  const networkOf = new Map(report.scope.profiles.map((profile) => [profile.id, profile.network]));
  const all = new Set(report.scope.profiles.map((profile) => profile.network));
  const given = new Set(
    report.scope.profiles
      .filter((profile) => !engagements.missing_profiles.includes(profile.id))
      .map((profile) => networkOf.get(profile.id)),
  );
  // The demo's networks: some give engagements as one figure, others only likes, comments and shares.
  expect(given.size).toBeGreaterThan(0);
  expect(given.size).toBeLessThan(all.size);

  await page.goto(`/home?from=${from}&to=${to}`);
  await expect(
    page.getByRole('list', { name: 'Key figures' }).getByRole('group', { name: 'Engagements', exact: true }),
  ).toContainText(`${given.size} of ${all.size} networks`);
});
