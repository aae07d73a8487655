import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, between, eq, sql } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TActivity, TAnalyticsReport, TKpi, TMedia } from '../../contracts/analytics.ts';
import { ALL_ENDPOINTS } from '../../contracts/index.ts';
import type { TGroup, TSocialProfile } from '../../contracts/social.ts';
import { mentions, posts, profileDailyMetrics } from '../../server/db/schema/social.ts';
import type { Agent } from '../support/agent.ts';
import { setUpUser } from '../support/flows.ts';
import { connectFirstAccount } from '../support/social.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createSocialRepository } from '../../server/modules/social/social.repository.ts';

let t: TestApp;
let agent: Agent;
let instagram: TSocialProfile;
let x: TSocialProfile;
let group: TGroup;
/** The last 90 stored days, and the query string for them. */
let range: { from: string; to: string };
let qs: string;

const kpi = (report: TAnalyticsReport, metric: string): TKpi =>
  report.kpis.find((entry) => entry.metric === metric)!;

beforeAll(async () => {
  t = await createTestApp();
  ({ agent } = await setUpUser(t));
  instagram = await connectFirstAccount(t, agent, 'instagram');
  x = await connectFirstAccount(t, agent, 'x');
  await t.settle();
  group = (
    await agent.post<TGroup>('/api/v1/user/groups', { name: 'Both', profile_ids: [instagram.id, x.id] })
  ).data;
  const summary = await agent.get(`/api/v1/social-profile/${instagram.id}/summary`);
  const to = summary.data.last_day as string;
  const from = new Date(Date.parse(to) - 89 * 86_400_000).toISOString().slice(0, 10);
  range = { from, to };
  qs = `from=${from}&to=${to}&compare=previous_period&tz=Europe/Paris`;
});
afterAll(() => t.close());

/** What the database holds for one profile and metric over some days, summed here independently. */
async function storedSum(profileId: string, metric: string, from: string, to: string) {
  const rows = await t.database.db
    .select({ value: profileDailyMetrics.value })
    .from(profileDailyMetrics)
    .where(
      and(
        eq(profileDailyMetrics.profileId, profileId),
        eq(profileDailyMetrics.metric, metric),
        between(profileDailyMetrics.day, from, to),
      ),
    );

  return rows.reduce((sum, row) => sum + (row.value ?? 0), 0);
}

describe("a profile's analytics", () => {
  let report: TAnalyticsReport;

  beforeAll(async () => {
    const response = await agent.get<TAnalyticsReport>(
      `/api/v1/social-profile/${instagram.id}/analytics?${qs}`,
    );
    expect(response.statusCode).toBe(200);
    report = response.data;
  });

  it('sums the stored daily metrics over the range and its previous period', async () => {
    expect(report.range).toEqual({ ...range, days: 90, time_zone: 'Europe/Paris' });
    expect(report.comparison!.to < range.from).toBe(true);
    const impressions = kpi(report, 'impressions');
    expect(impressions.value).toBeCloseTo(
      await storedSum(instagram.id, 'impressions', range.from, range.to),
      6,
    );
    expect(impressions.previous).toBeCloseTo(
      await storedSum(instagram.id, 'impressions', report.comparison!.from, report.comparison!.to),
      6,
    );
    expect(impressions.change).toBeCloseTo(impressions.value! - impressions.previous!, 6);
    expect(impressions.change_ratio).toBeCloseTo(
      (impressions.value! - impressions.previous!) / impressions.previous!,
      9,
    );
    const gained = kpi(report, 'followers_gained').value!;
    const lost = kpi(report, 'followers_lost').value!;
    expect(kpi(report, 'net_followers').value).toBeCloseTo(gained - lost, 6);
    expect(report.series.days).toHaveLength(90);
    const daily = report.series.metrics.impressions!.current;
    expect(daily.reduce<number>((sum, value) => sum + (value ?? 0), 0)).toBeCloseTo(impressions.value!, 6);
  });

  it('says where each number comes from: the network metric, API version, last refresh and formula', () => {
    const reach = kpi(report, 'reach');
    expect(reach.provenance.sources).toEqual([
      { network: 'instagram', raw: ['reach'], api_version: 'Demo network', derived: false },
    ]);
    expect(reach.provenance.last_refreshed_at).not.toBeNull();
    expect(reach.provenance.formula).toMatch(/counts twice/);
    expect(kpi(report, 'post_engagement_rate').provenance.formula).toMatch(/Engagements ÷ reach/);
  });

  it("follows a later sync that rewrites a day: the figure, the day's value and the metric's source", async () => {
    const social = createSocialRepository(t.database.db);
    const storedDay = async (day: string) =>
      (
        await t.database.db
          .select()
          .from(profileDailyMetrics)
          .where(
            and(
              eq(profileDailyMetrics.profileId, instagram.id),
              eq(profileDailyMetrics.metric, 'impressions'),
              eq(profileDailyMetrics.day, day),
            ),
          )
      )[0]!;
    const read = async () =>
      (await agent.get<TAnalyticsReport>(`/api/v1/social-profile/${instagram.id}/analytics?${qs}`)).data;
    const last = await storedDay(range.to);
    const first = await storedDay(range.from);
    try {
      await social.upsertDailyMetrics([{ ...last, value: last.value! + 1000, raw: 'views' }]);
      // A day before it, written afterwards (a backfill), does not take the source back to its old name.
      await social.upsertDailyMetrics([{ ...first, raw: 'impressions_v1' }]);
      const after = await read();
      const impressions = kpi(after, 'impressions');
      expect(impressions.value).toBeCloseTo(kpi(report, 'impressions').value! + 1000, 6);
      expect(after.series.metrics.impressions!.current.at(-1)).toBeCloseTo(last.value! + 1000, 6);
      expect(impressions.provenance.sources[0]!.raw).toEqual(['views']);
    } finally {
      await social.upsertDailyMetrics([first]);
      await social.upsertDailyMetrics([last]);
    }
    expect(kpi(await read(), 'impressions')).toEqual(kpi(report, 'impressions'));
  });

  it('averages the engagement rate over the posts of the range, each post engagements ÷ reach', async () => {
    const rows = await t.database.db
      .select({ metrics: posts.metrics, publishedAt: posts.publishedAt, kind: posts.kind })
      .from(posts)
      .where(eq(posts.profileId, instagram.id));
    // The day of publication in Paris, worked out here with the platform's own time-zone data.
    const parisDay = (instant: Date) => instant.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
    const inRange = rows.filter(
      (row) => parisDay(row.publishedAt) >= range.from && parisDay(row.publishedAt) <= range.to,
    );
    expect(inRange.length).toBeGreaterThan(0);
    const rates = inRange
      .map((row) => {
        const { engagements, reach, impressions } = row.metrics;
        const base = reach ?? impressions;

        return engagements === undefined || engagements === null || !base ? null : engagements / base;
      })
      .filter((rate): rate is number => rate !== null);
    expect(kpi(report, 'posts').value).toBe(inRange.length);
    expect(kpi(report, 'post_engagement_rate').value).toBeCloseTo(
      rates.reduce((sum, rate) => sum + rate, 0) / rates.length,
      9,
    );
    expect(report.by_kind.reduce((sum, entry) => sum + entry.posts, 0)).toBe(inRange.length);
  });

  it('keeps the live stories each sync sees, with their navigation', async () => {
    const stories = await agent.get<{ items: TMedia[] }>(`/api/v1/social-profile/${instagram.id}/stories`);
    expect(stories.data.items.length).toBeGreaterThan(0);
    expect(stories.data.items.every((story) => story.kind === 'story')).toBe(true);
    const today = t.clock.now().toISOString().slice(0, 10);
    const yesterday = new Date(t.clock.now().getTime() - 86_400_000).toISOString().slice(0, 10);
    const recent = (
      await agent.get<TAnalyticsReport>(
        `/api/v1/social-profile/${instagram.id}/analytics?from=${yesterday}&to=${today}&tz=UTC&compare=none`,
      )
    ).data;
    const expected = stories.data.items.reduce(
      (sum, story) => sum + (story.metrics.story_taps_forward ?? 0),
      0,
    );
    expect(expected).toBeGreaterThan(0);
    expect(kpi(recent, 'story_taps_forward').value).toBeCloseTo(expected, 6);
    expect(kpi(recent, 'story_completion_rate').value).toBeGreaterThan(0);
    expect(kpi(recent, 'story_completion_rate').value).toBeLessThan(1);
  });

  it('counts the mentions each sync keeps, by when they were published', async () => {
    const rows = await t.database.db
      .select({ at: mentions.mentionedAt })
      .from(mentions)
      .where(eq(mentions.profileId, instagram.id));
    const parisDay = (instant: Date) => instant.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
    const inRange = rows.filter((row) => parisDay(row.at) >= range.from && parisDay(row.at) <= range.to);
    expect(inRange.length).toBeGreaterThan(0);
    expect(kpi(report, 'mentions').value).toBe(inRange.length);
    const perDay = report.series.metrics.mentions!.current;
    expect(perDay.reduce<number>((sum, value) => sum + (value ?? 0), 0)).toBe(inRange.length);
  });

  it('marks a metric the network does not give instead of counting it as 0', async () => {
    const xReport = (await agent.get<TAnalyticsReport>(`/api/v1/social-profile/${x.id}/analytics?${qs}`))
      .data;
    expect(kpi(xReport, 'reach')).toMatchObject({ value: null, previous: null, missing_profiles: [x.id] });
    expect(kpi(xReport, 'post_reach')).toMatchObject({ value: null, missing_profiles: [x.id] });
    expect(kpi(xReport, 'post_impressions').value).toBeGreaterThan(0);
    expect(kpi(xReport, 'story_exits')).toMatchObject({ value: null, missing_profiles: [x.id] });
  });

  it('reads a comparison with the same days a year before, or none', async () => {
    const yearly = (
      await agent.get<TAnalyticsReport>(
        `/api/v1/social-profile/${instagram.id}/analytics?from=${range.to}&to=${range.to}&compare=previous_year`,
      )
    ).data;
    const lastYear = `${Number(range.to.slice(0, 4)) - 1}${range.to.slice(4)}`;
    expect(yearly.comparison).toEqual({ from: lastYear, to: lastYear });
    const user = await agent.get('/api/v1/user');
    expect(yearly.range.time_zone).toBe(user.data.time_zone); // the user's own
    const none = (
      await agent.get<TAnalyticsReport>(
        `/api/v1/social-profile/${instagram.id}/analytics?${qs.replace('previous_period', 'none')}`,
      )
    ).data;
    expect(none.comparison).toBeNull();
    expect(kpi(none, 'impressions')).toMatchObject({ previous: null, change: null });
  });
});

describe('a group and a selection of profiles', () => {
  it("adds up its profiles' figures and keeps each profile's own", async () => {
    const [one, two, all] = await Promise.all([
      agent.get<TAnalyticsReport>(`/api/v1/social-profile/${instagram.id}/analytics?${qs}`),
      agent.get<TAnalyticsReport>(`/api/v1/social-profile/${x.id}/analytics?${qs}`),
      agent.get<TAnalyticsReport>(`/api/v1/user/groups/${group.id}/analytics?${qs}`),
    ]);
    const report = all.data;
    expect(report.scope).toMatchObject({ kind: 'group', group_id: group.id });
    for (const metric of ['followers', 'impressions', 'posts', 'post_engagements'])
      expect(kpi(report, metric).value).toBeCloseTo(
        (kpi(one.data, metric).value ?? 0) + (kpi(two.data, metric).value ?? 0),
        6,
      );
    // Reach is Instagram's alone: X is named as not giving it.
    expect(kpi(report, 'reach')).toMatchObject({
      value: kpi(one.data, 'reach').value,
      missing_profiles: [x.id],
    });
    expect(report.by_profile.map((entry) => entry.profile_id).sort()).toEqual([instagram.id, x.id].sort());
  });

  it('reads an empty group as a group with no profiles and no figures', async () => {
    const empty = (await agent.post<TGroup>('/api/v1/user/groups', { name: 'Nobody yet', profile_ids: [] }))
      .data;
    const response = await agent.get<TAnalyticsReport>(`/api/v1/user/groups/${empty.id}/analytics?${qs}`);
    expect(response.statusCode).toBe(200);
    expect(response.data.scope).toMatchObject({ kind: 'group', group_id: empty.id, profiles: [] });
    expect(kpi(response.data, 'followers').value).toBeNull();
    await agent.delete(`/api/v1/user/groups/${empty.id}`);
  });

  it("reads a selection's activity and posts as its group's, and 404s a profile of another account", async () => {
    const profiles = `profiles[]=${instagram.id}&profiles[]=${x.id}`;
    const selection = await agent.get<TActivity>(
      `/api/v1/social-profiles/analytics/activity?${qs}&${profiles}`,
    );
    const ofGroup = await agent.get<TActivity>(`/api/v1/user/groups/${group.id}/activity?${qs}`);
    expect(selection.statusCode).toBe(200);
    expect(selection.data).toEqual(ofGroup.data);
    expect(selection.data.posting.posts.some((count) => count > 0)).toBe(true);
    // Genders in one spelling whatever the network calls them (the demo's Instagram says `unknown`).
    expect(Object.keys(selection.data.audience!.gender!).sort()).toEqual(['female', 'male', 'other']);

    const posts = await agent.get(`/api/v1/social-profiles/medias?${profiles}&sort=engagements&limit=5`);
    const groupPosts = await agent.get(`/api/v1/user/groups/${group.id}/medias?sort=engagements&limit=5`);
    expect(posts.data.total).toBe(groupPosts.data.total);
    expect(posts.data.items.map((item: TMedia) => item.id)).toEqual(
      groupPosts.data.items.map((item: TMedia) => item.id),
    );

    const other = await setUpUser(t);
    for (const url of [
      `/api/v1/social-profiles/analytics/activity?${qs}&profiles[]=${instagram.id}`,
      `/api/v1/social-profiles/medias?profiles[]=${instagram.id}`,
    ])
      expect((await other.agent.get(url)).statusCode, url).toBe(404);
  });

  it('reads a selection from bracket array parameters', async () => {
    const response = await agent.get<TAnalyticsReport>(
      `/api/v1/social-profiles/analytics/overview?${qs}&profiles[]=${instagram.id}&profiles[]=${x.id}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.data.scope.kind).toBe('profiles');
    expect(response.data.scope.profiles).toHaveLength(2);
    const everything = await agent.get<TAnalyticsReport>(`/api/v1/social-profiles/analytics/overview?${qs}`);
    expect(everything.data.scope.profiles).toHaveLength(2);
  });
});

describe('activity, posts and exports', () => {
  it('finds the best times from the profile’s own posts, in the time zone', async () => {
    const activity = (await agent.get<TActivity>(`/api/v1/social-profile/${instagram.id}/activity?${qs}`))
      .data;
    expect(activity.time_zone).toBe('Europe/Paris');
    const counted = activity.best_times.cells.reduce((sum, cell) => sum + cell.posts, 0);
    expect(counted).toBeGreaterThan(0);
    for (const cell of activity.best_times.cells) {
      expect(cell.weekday).toBeGreaterThanOrEqual(0);
      expect(cell.weekday).toBeLessThanOrEqual(6);
    }
    const top = activity.best_times.top;
    expect(top.length).toBeGreaterThan(0);
    for (let index = 1; index < top.length; index++)
      expect(top[index - 1]!.avg_engagement_rate).toBeGreaterThanOrEqual(top[index]!.avg_engagement_rate);
    expect(activity.posting.days).toHaveLength(90);
    // The same posts bucketed in Tokyo move by hours: the grid is not the Paris one.
    const tokyo = (
      await agent.get<TActivity>(
        `/api/v1/social-profile/${instagram.id}/activity?${qs.replace('Europe/Paris', 'Asia/Tokyo')}`,
      )
    ).data;
    // The year ends with the same local day, which starts 8 hours earlier in Tokyo: a post or two may move out.
    const tokyoCount = tokyo.best_times.cells.reduce((sum, cell) => sum + cell.posts, 0);
    expect(Math.abs(tokyoCount - counted)).toBeLessThanOrEqual(3);
    expect(tokyo.best_times.cells).not.toEqual(activity.best_times.cells);
  });

  it('lists posts sorted by a metric, page by page, and reads one with its sources', async () => {
    const first = await agent.get<{ items: TMedia[]; next_cursor: string | null; total: number }>(
      `/api/v1/social-profile/${instagram.id}/medias?sort=engagements&limit=5`,
    );
    expect(first.statusCode).toBe(200);
    expect(first.data.items).toHaveLength(5);
    const values = first.data.items.map((item) => item.metrics.engagements ?? -1);
    expect([...values].sort((a, b) => b - a)).toEqual(values);
    const second = await agent.get<{ items: TMedia[] }>(
      `/api/v1/social-profile/${instagram.id}/medias?sort=engagements&limit=5&cursor=${first.data.next_cursor}`,
    );
    expect(second.data.items[0]!.metrics.engagements ?? 0).toBeLessThanOrEqual(values.at(-1)!);
    expect(second.data.items.map((item) => item.id)).not.toContain(first.data.items[0]!.id);

    const one = await agent.get(`/api/v1/social-profile/${instagram.id}/medias/${first.data.items[0]!.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.data.provenance.engagements.sources[0]).toMatchObject({
      network: 'instagram',
      raw: ['total_interactions'],
    });
    // A post of another profile is not found under this one.
    expect(
      (await agent.get(`/api/v1/social-profile/${x.id}/medias/${first.data.items[0]!.id}`)).statusCode,
    ).toBe(404);

    const groupPage = await agent.get<{ total: number }>(
      `/api/v1/user/groups/${group.id}/medias?sort=engagement_rate`,
    );
    expect(groupPage.data.total).toBeGreaterThan(first.data.total);
    const stories = await agent.get<{ items: TMedia[] }>(`/api/v1/social-profile/${instagram.id}/stories`);
    expect(stories.data.items.every((item) => item.kind === 'story')).toBe(true);
  });

  it('exports the figures the screen shows as CSV and XLSX', async () => {
    const report = (
      await agent.get<TAnalyticsReport>(`/api/v1/social-profile/${instagram.id}/analytics?${qs}`)
    ).data;
    const csv = await agent.get(`/api/v1/social-profile/${instagram.id}/exports/csv?${qs}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename=".*\.csv"/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(91);
    const header = lines[0]!.split(',');
    const column = header.indexOf('Impressions');
    const total = lines.slice(1).reduce((sum, line) => sum + Number(line.split(',')[column] || 0), 0);
    expect(total).toBeCloseTo(kpi(report, 'impressions').value!, 6);

    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/v1/social-profile/${instagram.id}/exports/xlsx?${qs}`,
      headers: { cookie: [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK'); // a zip, as every .xlsx is
    // Read back as a spreadsheet program would: the summary's figures and the daily sheet's sums are the report's.
    const summary = await readSheet(xlsx.rawPayload, 'Summary');
    expect(summary[0]).toEqual(['Figure', 'Value', 'Comparison', 'Change', 'How it is computed']);
    const row = summary.find((cells) => cells[0] === 'Impressions')!;
    expect(row[1]).toBeCloseTo(kpi(report, 'impressions').value!, 6);
    expect(row[2]).toBeCloseTo(kpi(report, 'impressions').previous!, 6);
    const daily = await readSheet(xlsx.rawPayload, 'Daily');
    expect(daily).toHaveLength(91);
    const impressions = daily[0]!.indexOf('Impressions');
    const daySum = daily.slice(1).reduce((sum, cells) => sum + Number(cells[impressions] ?? 0), 0);
    expect(daySum).toBeCloseTo(kpi(report, 'impressions').value!, 6);
    const posts = await readSheet(xlsx.rawPayload, 'Posts');
    // Every post of the range, not the first 100.
    expect(posts.length - 1).toBe(kpi(report, 'posts').value);
  });

  it('compresses large answers for clients that accept it, and only for them', async () => {
    const url = `/api/v1/social-profile/${instagram.id}/analytics?${qs}`;
    const plain = await agent.get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await agent.get(url, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.data);
    const gzip = await agent.get(`/api/v1/social-profile/${instagram.id}/exports/csv?${qs}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('Impressions');
  });
});

describe('bad input and other accounts', () => {
  it('names the field of a bad range, time zone, sort or cursor', async () => {
    const base = `/api/v1/social-profile/${instagram.id}`;
    const cases: [string, string][] = [
      [`${base}/analytics?from=${range.to}&to=${range.from}`, 'to'],
      [`${base}/analytics?from=2020-01-01&to=2026-01-01`, 'from'],
      [`${base}/analytics?from=${range.from}&to=${range.to}&tz=Mars/Olympus`, 'tz'],
      [`${base}/analytics?to=${range.to}`, 'from'],
      [`${base}/medias?sort=loudness`, 'sort'],
      [`${base}/medias?cursor=nonsense`, 'cursor'],
    ];
    for (const [url, field] of cases) {
      const response = await agent.get(url);
      expect(response.statusCode, url).toBe(422);
      expect(response.data.errors, url).toHaveProperty(field);
    }
  });

  it('answers 404 on every profile and group endpoint for ids of another account', async () => {
    const other = await setUpUser(t);
    const postId = (await agent.get(`/api/v1/social-profile/${instagram.id}/medias?limit=1`)).data.items[0]
      .id;
    const fill = (path: string) => {
      const values: Record<string, string> = path.startsWith('/user/social-profiles/')
        ? { id: instagram.id }
        : path.startsWith('/user/groups/')
          ? { id: group.id, profileId: instagram.id }
          : { spid: instagram.id, id: postId, type: 'csv', weekday: '1', time: '09:00' };

      return path.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!);
    };
    const swept = ALL_ENDPOINTS.filter((endpoint) =>
      /^\/(user\/social-profiles\/\{id\}|social-profile\/\{spid\}|user\/groups\/\{id\})/.test(endpoint.path),
    );
    expect(swept.length).toBeGreaterThan(20);
    // A body each write would accept from its owner, so that only the ownership can make it fail.
    const validBodies: Record<string, unknown> = {
      updateSocialProfile: { labels: ['Theirs'] },
      updateGroup: { name: 'Taken over' },
      addGroupProfiles: { profile_ids: [x.id] },
      setMediaCategories: { category_ids: [] },
      replaceProfileTimeSlots: { time_zone: 'Europe/Paris', slots: [{ weekday: 1, time: '09:00' }] },
      addProfileTimeSlot: { weekday: 2, time: '10:00' },
      generateProfileCaptions: { topic: 'Our winter blend' },
    };
    for (const endpoint of swept) {
      const path = fill(endpoint.path);
      const query = endpoint.query?.shape && 'from' in endpoint.query.shape ? `?${qs}` : '';
      const body = validBodies[endpoint.id];
      const response = await other.agent.request(endpoint.method, `/api/v1${path}${query}`, body);
      expect(response.statusCode, `${endpoint.method} ${path}`).toBe(404);
    }
    // Nothing of theirs moved.
    expect((await agent.get(`/api/v1/user/social-profiles/${instagram.id}`)).statusCode).toBe(200);
    expect((await agent.get(`/api/v1/user/groups/${group.id}`)).data.profile_ids).toHaveLength(2);
  });
});

describe('stored history turned sideways', () => {
  it("fills profile_days and the metrics' sources at migration as the sync keeps them", async () => {
    const db = t.database.db;
    const rowsOf = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows.map((row) =>
        JSON.stringify(row),
      );
    const read = async () => ({
      days: await rowsOf(sql`select * from profile_days order by profile_id, day`),
      sources: await rowsOf(sql`select * from profile_metric_sources order by profile_id, metric`),
    });
    const kept = await read();
    expect(kept.days.length).toBeGreaterThan(300);
    // The migration's own statements (0006's backfill, after its tables), on the stored history alone.
    const migration = readFileSync(
      new URL('../../server/db/migrations/0006_analytics_at_scale.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => /^(--.*\n)*INSERT INTO/.test(statement));
    expect(backfill).toHaveLength(2);
    await db.execute(sql`delete from profile_days`);
    await db.execute(sql`delete from profile_metric_sources`);
    for (const statement of backfill) await db.execute(sql.raw(statement));
    expect(await read()).toEqual(kept);
  });
});
