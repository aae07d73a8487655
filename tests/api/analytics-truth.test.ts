/**
 * The truth test (issue 18): a demo workspace stored as the sync stores it, then every analytics endpoint and
 * export recomputed independently with plain SQL written here, from the raw tables only (daily account metrics,
 * the posts' stored metrics JSON, mentions), never with the product's queries or its derived tables. Covers one
 * profile per network, a group, a selection, all profiles, three periods, both comparisons, a far time zone and
 * the two zones whose day starts at 01:00 once a year. The derived tables are checked equal to their raw sources.
 */
import { type SQL, sql } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TActivity, TAnalyticsReport, TKpi, TMedia } from '../../contracts/analytics.ts';
import { ACCOUNT_METRICS } from '../../contracts/analytics.ts';
import type { TGroup } from '../../contracts/social.ts';
import { DAY_METRICS } from '../../server/db/schema/social.ts';
import type { Agent } from '../support/agent.ts';
import { type SeededProfile, seedDemoWorkspace } from '../support/analytics-seed.ts';
import { setUpUser } from '../support/flows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let agent: Agent;
let seeded: SeededProfile[];
let group: TGroup;
const ZONE = 'Europe/London';
const HISTORY_DAYS = 400;
const MENTION_DAYS = 60;

const byNetwork = (network: string) => seeded.find((profile) => profile.network === network)!;

beforeAll(async () => {
  t = await createTestApp();
  const set = await setUpUser(t);
  agent = set.agent;
  seeded = await seedDemoWorkspace(t, {
    accountId: set.user.account_id,
    userId: set.user.id,
    timeZone: ZONE,
    days: HISTORY_DAYS,
    mentionDays: MENTION_DAYS,
  });
  // The issue's "Corporate" and "Consumer" mixes: networks with and without video views, watch time, mentions.
  group = (
    await agent.post<TGroup>('/api/v1/user/groups', {
      name: 'Corporate',
      profile_ids: ['facebook', 'linkedin', 'x', 'instagram'].map((network) => byNetwork(network).id),
    })
  ).data;
}, 240_000);
afterAll(() => t?.close());

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const ids = (list: readonly string[]) => sql`${`{${list.join(',')}}`}::uuid[]`;
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function addDays(day: string, days: number) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
function daysOf(from: string, to: string) {
  const list: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) list.push(day);

  return list;
}
/** The comparison period, by the definition the screen states. */
function comparisonOf(from: string, to: string, compare: 'previous_period' | 'previous_year') {
  if (compare === 'previous_year') {
    const back = (day: string) => {
      const [y, m, d] = day.split('-').map(Number) as [number, number, number];
      const last = new Date(Date.UTC(y - 1, m, 0)).getUTCDate();

      return `${y - 1}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
    };

    return { from: back(from), to: back(to) };
  }
  const n = daysOf(from, to).length;

  return { from: addDays(from, -n), to: addDays(from, -1) };
}

type Period = { from: string; to: string };

/** Post figures from the posts' stored metrics JSON, by the local day of publication in the zone. */
async function postFigures(profiles: readonly string[], period: Period, tz: string) {
  const m = (name: string) => sql.raw(`(metrics->>'${name}')::float8`);
  const [row] = await rows<Record<string, unknown>>(sql`
    select count(*)::int as posts,
      sum(${m('engagements')}) as post_engagements, sum(${m('impressions')}) as post_impressions,
      sum(${m('reach')}) as post_reach, sum(${m('video_views')}) as post_video_views,
      sum(${m('likes')}) as post_likes, sum(${m('comments')}) as post_comments,
      sum(${m('shares')}) as post_shares, sum(${m('saves')}) as post_saves,
      avg(${m('engagements')} / nullif(coalesce(${m('reach')}, ${m('impressions')}), 0)) as post_engagement_rate,
      avg((${m('likes')} + coalesce(${m('comments')}, 0) + coalesce(${m('saves')}, 0)) / nullif(f.value, 0))
        as post_engagement_rate_followers,
      avg(${m('watch_time_avg_sec')}) as post_watch_time_avg_sec,
      sum(${m('video_views')}) filter (where kind = 'reel') as reel_plays,
      sum(${m('impressions')}) filter (where kind = 'story') as story_impressions,
      avg(1 - ${m('story_exits')} / nullif(${m('reach')}, 0)) filter (where kind = 'story') as story_completion_rate,
      sum(${m('story_taps_forward')}) filter (where kind = 'story') as story_taps_forward,
      sum(${m('story_taps_back')}) filter (where kind = 'story') as story_taps_back,
      sum(${m('story_exits')}) filter (where kind = 'story') as story_exits,
      sum(${m('story_replies')}) filter (where kind = 'story') as story_replies
    from posts
    left join profile_daily_metrics f on f.profile_id = posts.profile_id and f.metric = 'followers'
      and f.day = (published_at at time zone 'UTC')::date - 1
    where posts.profile_id = any(${ids(profiles)})
      and (published_at at time zone ${tz})::date between ${period.from}::date and ${period.to}::date`);

  return Object.fromEntries(Object.entries(row!).map(([key, value]) => [key, num(value)]));
}

/** An account figure summed over days and profiles (followers: each profile's last value), and its stored days. */
async function accountFigure(
  profiles: readonly string[],
  metric: string,
  period: Period,
): Promise<{ value: number | null; days: number }> {
  if (metric === 'followers') {
    const [row] = await rows<{ value: unknown; days: number }>(sql`
      select (select sum(value) from (
          select distinct on (profile_id) value from profile_daily_metrics
          where profile_id = any(${ids(profiles)}) and metric = 'followers' and value is not null
            and day between ${period.from}::date and ${period.to}::date
          order by profile_id, day desc) last) as value,
        (select count(value)::int from profile_daily_metrics
          where profile_id = any(${ids(profiles)}) and metric = 'followers'
            and day between ${period.from}::date and ${period.to}::date) as days`);

    return { value: num(row!.value), days: row!.days };
  }
  if (metric === 'net_followers') {
    const gained = await accountFigure(profiles, 'followers_gained', period);
    const lost = await accountFigure(profiles, 'followers_lost', period);

    return {
      value: gained.value === null || lost.value === null ? null : gained.value - lost.value,
      days: Math.min(gained.days, lost.days),
    };
  }
  const [row] = await rows<{ value: unknown; days: number }>(sql`
    select sum(value) as value, count(value)::int as days from profile_daily_metrics
    where profile_id = any(${ids(profiles)}) and metric = ${metric}
      and day between ${period.from}::date and ${period.to}::date`);

  return { value: num(row!.value), days: row!.days };
}

/** The first local day of each profile's stored posts and mentions. */
async function historyStarts(profiles: readonly string[], tz: string) {
  return rows<{ id: string; posts: string | null; mentions: string | null }>(sql`
    select p.id::text as id,
      (select (min(published_at) at time zone ${tz})::date::text from posts where profile_id = p.id) as posts,
      (select (min(mentioned_at) at time zone ${tz})::date::text from mentions where profile_id = p.id) as mentions
    from unnest(${ids(profiles)}) as p(id)`);
}

function expectClose(actual: number | null, expected: number | null, label: string) {
  if (expected === null) {
    expect(actual, label).toBeNull();

    return;
  }
  expect(actual, label).not.toBeNull();
  expect(Math.abs(actual! - expected), `${label}: ${actual} vs ${expected}`).toBeLessThanOrEqual(
    1e-9 * Math.max(1, Math.abs(expected)),
  );
}

type Scenario = {
  name: string;
  path: (period: Period) => string;
  profiles: () => string[];
  period: Period;
  compare: 'previous_period' | 'previous_year';
  tz: string;
};

// The test clock stands at 2026-11-22 09:00 UTC: yesterday is the last complete day of account data.
const TODAY = '2026-11-22';
const YESTERDAY = '2026-11-21';
const PERIODS = {
  to_today_28: { from: addDays(TODAY, -27), to: TODAY },
  to_today_90: { from: addDays(TODAY, -89), to: TODAY },
  complete_28: { from: addDays(YESTERDAY, -27), to: YESTERDAY },
} satisfies Record<string, Period>;

const profileScenario = (
  network: string,
  period: Period,
  compare: Scenario['compare'],
  tz = ZONE,
): Scenario => ({
  name: `${network}, ${period.from}…${period.to}, ${compare}, ${tz}`,
  path: () => `/api/v1/social-profile/${byNetwork(network).id}/analytics`,
  profiles: () => [byNetwork(network).id],
  period,
  compare,
  tz,
});

const SCENARIOS: Scenario[] = [
  profileScenario('instagram', PERIODS.to_today_28, 'previous_period'),
  profileScenario('facebook', PERIODS.complete_28, 'previous_year'),
  profileScenario('x', PERIODS.to_today_90, 'previous_period'),
  profileScenario('threads', PERIODS.complete_28, 'previous_period'),
  profileScenario('linkedin', PERIODS.to_today_28, 'previous_year'),
  profileScenario('tiktok_business', PERIODS.complete_28, 'previous_period'),
  profileScenario('youtube', PERIODS.to_today_90, 'previous_year'),
  profileScenario('pinterest', PERIODS.complete_28, 'previous_period', 'Pacific/Kiritimati'),
  // The day that starts at 01:00: Havana on 8 March 2026, Santiago on 6 September 2026.
  profileScenario('x', { from: '2026-03-01', to: '2026-03-14' }, 'previous_period', 'America/Havana'),
  profileScenario(
    'instagram',
    { from: '2026-09-01', to: '2026-09-10' },
    'previous_period',
    'America/Santiago',
  ),
  {
    name: 'the Corporate group, 90 days to today, same period last year',
    path: () => `/api/v1/user/groups/${group.id}/analytics`,
    profiles: () => ['facebook', 'linkedin', 'x', 'instagram'].map((network) => byNetwork(network).id),
    period: PERIODS.to_today_90,
    compare: 'previous_year',
    tz: ZONE,
  },
  {
    name: 'a selection of two profiles, 28 complete days, previous period, Havana',
    path: () =>
      `/api/v1/social-profiles/analytics/overview?profiles[]=${byNetwork('youtube').id}&profiles[]=${byNetwork('tiktok_business').id}&`,
    profiles: () => [byNetwork('youtube').id, byNetwork('tiktok_business').id],
    period: { from: '2026-02-25', to: '2026-03-24' },
    compare: 'previous_period',
    tz: 'America/Havana',
  },
  {
    name: 'all profiles, 28 complete days, previous period, far east',
    path: () => `/api/v1/social-profiles/analytics/overview`,
    profiles: () => seeded.map((profile) => profile.id),
    period: PERIODS.complete_28,
    compare: 'previous_period',
    tz: 'Pacific/Kiritimati',
  },
];

const POST_METRICS = [
  'posts',
  'post_engagements',
  'post_impressions',
  'post_reach',
  'post_video_views',
  'post_likes',
  'post_comments',
  'post_shares',
  'post_saves',
  'post_engagement_rate',
  'post_engagement_rate_followers',
  'post_watch_time_avg_sec',
  'reel_plays',
  'story_impressions',
  'story_completion_rate',
  'story_taps_forward',
  'story_taps_back',
  'story_exits',
  'story_replies',
];

async function fetchReport(scenario: Scenario): Promise<TAnalyticsReport> {
  const path = scenario.path(scenario.period);
  const query = `from=${scenario.period.from}&to=${scenario.period.to}&compare=${scenario.compare}&tz=${scenario.tz}`;
  const response = await agent.get<TAnalyticsReport>(
    path.endsWith('&') ? `${path}${query}` : `${path}?${query}`,
  );
  expect(response.statusCode, response.body).toBe(200);

  return response.data;
}

describe.each(SCENARIOS)('the report of $name', (scenario) => {
  let report: TAnalyticsReport;
  let profiles: string[];
  let comparison: Period;
  const kpi = (metric: string): TKpi => report.kpis.find((entry) => entry.metric === metric)!;

  beforeAll(async () => {
    report = await fetchReport(scenario);
    profiles = scenario.profiles();
    comparison = comparisonOf(scenario.period.from, scenario.period.to, scenario.compare);
    expect(report.comparison).toEqual(comparison);
  });

  it('sums every account metric of the stored days, and compares only fully stored periods', async () => {
    const days = daysOf(scenario.period.from, scenario.period.to).length;
    const previousDays = daysOf(comparison.from, comparison.to).length;
    for (const metric of ACCOUNT_METRICS) {
      const figure = kpi(metric);
      const current = await accountFigure(profiles, metric, scenario.period);
      const previous = await accountFigure(profiles, metric, comparison);
      const giving = profiles.length - figure.missing_profiles.length;
      if (giving === 0) {
        expect(current.value, `${metric}: stored but named missing`).toBeNull();
        continue;
      }
      expectClose(figure.value, current.value, `${metric} of the range`);
      expect(figure.coverage, metric).toEqual({
        current: { stored_days: current.days, days: days * giving },
        previous: { stored_days: previous.days, days: previousDays * giving },
      });
      const complete = current.days === days * giving && previous.days === previousDays * giving;
      expectClose(figure.previous, complete ? previous.value : null, `${metric} of the comparison`);
      if (figure.previous === null) expect(figure.change_ratio, metric).toBeNull();
    }
  });

  it("recomputes every post figure from the posts' stored metrics, over the posts that have them", async () => {
    const current = await postFigures(profiles, scenario.period, scenario.tz);
    const previous = await postFigures(profiles, comparison, scenario.tz);
    const starts = await historyStarts(profiles, scenario.tz);
    for (const metric of POST_METRICS) {
      const figure = kpi(metric);
      const giving = profiles.filter((id) => !figure.missing_profiles.includes(id));
      if (giving.length === 0) {
        expect(current[metric] ?? null, `${metric}: stored but named missing`).toBeNull();
        continue;
      }
      expectClose(figure.value, current[metric] ?? null, `${metric} of the range`);
      const complete = starts
        .filter((row) => giving.includes(row.id))
        .every(
          (row) => row.posts !== null && row.posts <= comparison.from && row.posts <= scenario.period.from,
        );
      expectClose(
        figure.previous,
        complete ? (previous[metric] ?? null) : null,
        `${metric} of the comparison`,
      );
    }
  });

  it('names as missing only the profiles that have no stored value of a figure', async () => {
    for (const metric of POST_METRICS.filter(
      (name) => name.startsWith('post_') && name !== 'post_engagement_rate',
    )) {
      const stored =
        metric === 'post_watch_time_avg_sec' ? 'watch_time_avg_sec' : metric.replace(/^post_/, '');
      for (const id of kpi(metric).missing_profiles) {
        const [row] = await rows<{ n: number }>(
          sql`select count(*)::int as n from posts where profile_id = ${id} and metrics ? ${stored}`,
        );
        expect(row!.n, `${metric} of ${id}`).toBe(0);
      }
    }
    for (const id of kpi('mentions').missing_profiles) {
      const [row] = await rows<{ n: number }>(
        sql`select count(*)::int as n from mentions where profile_id = ${id}`,
      );
      expect(row!.n, `mentions of ${id}`).toBe(0);
    }
  });

  it('counts the mentions by their local day, with the coverage of the stored mentions history', async () => {
    const figure = kpi('mentions');
    const count = async (period: Period) =>
      (
        await rows<{ n: number }>(sql`
          select count(*)::int as n from mentions where profile_id = any(${ids(profiles)})
            and (mentioned_at at time zone ${scenario.tz})::date between ${period.from}::date and ${period.to}::date`)
      )[0]!.n;
    const giving = profiles.filter((id) => !figure.missing_profiles.includes(id));
    if (giving.length === 0) return;
    expect(figure.value).toBe(await count(scenario.period));
    const starts = (await historyStarts(giving, scenario.tz)).map((row) => row.mentions);
    const covered = (period: Period) =>
      daysOf(period.from, period.to).reduce(
        (total, day) => total + starts.filter((start) => start !== null && day >= start).length,
        0,
      );
    expect(figure.coverage!.previous!.stored_days).toBe(covered(comparison));
    const complete =
      covered(comparison) === daysOf(comparison.from, comparison.to).length * giving.length &&
      covered(scenario.period) === daysOf(scenario.period.from, scenario.period.to).length * giving.length;
    expect(figure.previous).toBe(complete ? await count(comparison) : null);
  });

  it('draws daily series that add up to the totals, day by local day', async () => {
    const days = daysOf(scenario.period.from, scenario.period.to);
    expect(report.series.days).toEqual(days);
    const perDay = await rows<{ day: string; n: number }>(sql`
      select (published_at at time zone ${scenario.tz})::date::text as day, count(*)::int as n from posts
      where profile_id = any(${ids(profiles)})
        and (published_at at time zone ${scenario.tz})::date between ${scenario.period.from}::date and ${scenario.period.to}::date
      group by 1`);
    const posts = new Map(perDay.map((row) => [row.day, row.n]));
    const series = report.series.metrics.posts!.current;
    days.forEach((day, index) => expect(series[index] ?? 0, day).toBe(posts.get(day) ?? 0));
    expect(series.reduce<number>((sum, value) => sum + (value ?? 0), 0)).toBe(kpi('posts').value);
    const impressions = await rows<{ day: string; v: number }>(sql`
      select day::text as day, sum(value)::float8 as v from profile_daily_metrics
      where profile_id = any(${ids(profiles)}) and metric = 'impressions'
        and day between ${scenario.period.from}::date and ${scenario.period.to}::date group by day`);
    if (report.series.metrics.impressions) {
      const byDay = new Map(impressions.map((row) => [row.day, row.v]));
      days.forEach((day, index) =>
        expectClose(report.series.metrics.impressions!.current[index] ?? null, byDay.get(day) ?? null, day),
      );
    } else expect(impressions).toEqual([]);
  });

  it("gives each profile's own figures and the posts by format", async () => {
    for (const id of profiles) {
      const own = report.by_profile.find((entry) => entry.profile_id === id)!;
      expect(own.values.posts?.value).toBe((await postFigures([id], scenario.period, scenario.tz)).posts);
      if (own.values.impressions)
        expectClose(
          own.values.impressions.value,
          (await accountFigure([id], 'impressions', scenario.period)).value,
          `impressions of ${id}`,
        );
    }
    const kinds = await rows<{ kind: string; posts: number; engagements: unknown; rate: unknown }>(sql`
      select kind, count(*)::int as posts, sum((metrics->>'engagements')::float8) as engagements,
        avg((metrics->>'engagements')::float8
          / nullif(coalesce((metrics->>'reach')::float8, (metrics->>'impressions')::float8), 0)) as rate
      from posts where profile_id = any(${ids(profiles)})
        and (published_at at time zone ${scenario.tz})::date between ${scenario.period.from}::date and ${scenario.period.to}::date
      group by kind`);
    expect(report.by_kind).toHaveLength(kinds.length);
    for (const kind of kinds) {
      const shown = report.by_kind.find((entry) => entry.kind === kind.kind)!;
      expect(shown.posts).toBe(kind.posts);
      expectClose(shown.engagements, num(kind.engagements), `${kind.kind} engagements`);
      expectClose(shown.avg_engagement_rate, num(kind.rate), `${kind.kind} rate`);
    }
  });
});

describe('activity, posts, stories and exports', () => {
  const query = (period: Period, tz: string) => `from=${period.from}&to=${period.to}&compare=none&tz=${tz}`;

  it.each([
    ['instagram', 'Europe/London'],
    ['x', 'America/Havana'],
  ])('recomputes the posting days and best times of %s in %s', async (network, tz) => {
    const period = network === 'x' ? { from: '2026-03-01', to: '2026-03-14' } : PERIODS.complete_28;
    const { id } = byNetwork(network);
    const activity = (
      await agent.get<TActivity>(`/api/v1/social-profile/${id}/activity?${query(period, tz)}`)
    ).data;
    const perDay = await rows<{ day: string; n: number }>(sql`
      select (published_at at time zone ${tz})::date::text as day, count(*)::int as n from posts
      where profile_id = ${id} and (published_at at time zone ${tz})::date between ${period.from}::date and ${period.to}::date
      group by 1`);
    const posts = new Map(perDay.map((row) => [row.day, row.n]));
    expect(activity.posting.posts).toEqual(activity.posting.days.map((day) => posts.get(day) ?? 0));
    const cells = await rows<{ dow: number; hour: number; n: number; rate: unknown }>(sql`
      select extract(isodow from published_at at time zone ${tz})::int as dow,
        extract(hour from published_at at time zone ${tz})::int as hour, count(*)::int as n,
        avg((metrics->>'engagements')::float8
          / nullif(coalesce((metrics->>'reach')::float8, (metrics->>'impressions')::float8), 0)) as rate
      from posts where profile_id = ${id} and kind <> 'story'
        and (published_at at time zone ${tz})::date between ${addDays(period.to, -364)}::date and ${period.to}::date
      group by 1, 2`);
    expect(activity.best_times.cells).toHaveLength(cells.length);
    for (const cell of cells) {
      const shown = activity.best_times.cells.find(
        (entry) => entry.weekday === cell.dow - 1 && entry.hour === cell.hour,
      )!;
      expect(shown.posts).toBe(cell.n);
      expectClose(shown.avg_engagement_rate, num(cell.rate), `${cell.dow} ${cell.hour}`);
    }
  });

  it('lists every post and story of a range, and reads a post with the formula of the number it shows', async () => {
    for (const network of ['tiktok_business', 'linkedin', 'instagram']) {
      const { id } = byNetwork(network);
      const period = PERIODS.to_today_90;
      const [counted] = await rows<{ n: number; stories: number }>(sql`
        select count(*)::int as n, (count(*) filter (where kind = 'story'))::int as stories from posts
        where profile_id = ${id}
          and (published_at at time zone ${ZONE})::date between ${period.from}::date and ${period.to}::date`);
      const page = (
        await agent.get<{ items: TMedia[]; total: number }>(
          `/api/v1/social-profile/${id}/medias?from=${period.from}&to=${period.to}&tz=${ZONE}&sort=engagement_rate&limit=5`,
        )
      ).data;
      expect(page.total).toBe(counted!.n);
      const stories = (
        await agent.get<{ total: number }>(
          `/api/v1/social-profile/${id}/stories?from=${period.from}&to=${period.to}&tz=${ZONE}`,
        )
      ).data;
      expect(stories.total).toBe(counted!.stories);
      const top = page.items[0]!;
      const detail = (
        await agent.get<TMedia & { provenance: Record<string, TKpi['provenance']> }>(
          `/api/v1/social-profile/${id}/medias/${top.id}`,
        )
      ).data;
      const base = top.metrics.reach !== undefined && top.metrics.reach !== null ? 'reach' : 'impressions';
      expectClose(detail.engagement_rate, top.metrics.engagements! / top.metrics[base]!, `${network} rate`);
      // The formula names what the number is computed from: engagements ÷ reach here, not the network's own rate.
      expect(detail.provenance.engagement_rate!.formula).toContain(`Engagements ÷ ${base}`);
      expect(detail.provenance.engagement_rate!.sources[0]!.raw).not.toContain('engagement');
      expect(detail.provenance.engagement_rate!.sources[0]!.raw).not.toContain('engagements/video_views');
    }
  });

  it('exports every day and every post of the range, the figures of the report', async () => {
    const { id } = byNetwork('x');
    const period = PERIODS.to_today_90;
    const qs = `from=${period.from}&to=${period.to}&compare=previous_period&tz=${ZONE}`;
    const report = (await agent.get<TAnalyticsReport>(`/api/v1/social-profile/${id}/analytics?${qs}`)).data;
    const csv = await agent.get(`/api/v1/social-profile/${id}/exports/csv?${qs}`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const header = lines[0]!.split(',');
    const daily = await rows<{ day: string; metric: string; v: number }>(sql`
      select day::text as day, metric, value as v from profile_daily_metrics
      where profile_id = ${id} and day between ${period.from}::date and ${period.to}::date and value is not null`);
    for (const line of lines.slice(1)) {
      const cells = line.split(',');
      for (const row of daily.filter((entry) => entry.day === cells[0])) {
        const column = header.findIndex((name) => name.toLowerCase() === row.metric.replace(/_/g, ' '));
        if (column >= 0) expect(Number(cells[column]), `${row.day} ${row.metric}`).toBeCloseTo(row.v, 6);
      }
    }
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/v1/social-profile/${id}/exports/xlsx?${qs}`,
      headers: { cookie: [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    const [counted] = await rows<{ n: number }>(sql`
      select count(*)::int as n from posts where profile_id = ${id}
        and (published_at at time zone ${ZONE})::date between ${period.from}::date and ${period.to}::date`);
    expect(counted!.n).toBeGreaterThan(100);
    const posts = await readSheet(xlsx.rawPayload, 'Posts');
    expect(posts.length - 1).toBe(counted!.n);
    const summary = await readSheet(xlsx.rawPayload, 'Summary');
    for (const figure of report.kpis.filter((entry) => entry.value !== null)) {
      const row = summary.find((cells) => cells[4] === figure.provenance.formula && cells[1] !== null);
      expect(row, figure.metric).toBeTruthy();
    }
  });
});

describe('derived tables equal their raw sources', () => {
  it('profile_days holds exactly the stored daily metrics, column by metric', async () => {
    for (const metric of DAY_METRICS) {
      const [row] = await rows<{ n: number }>(sql`
        select count(*)::int as n from profile_days pd
        full join (select profile_id, day, value from profile_daily_metrics where metric = ${metric}) raw
          on raw.profile_id = pd.profile_id and raw.day = pd.day
        where pd.${sql.identifier(metric)} is distinct from raw.value
          and not (raw.profile_id is null and pd.${sql.identifier(metric)} is null)`);
      expect(row!.n, metric).toBe(0);
    }
  });

  it("the posts' metric columns are their stored metrics, and each metric source its last stored day", async () => {
    const [posts] = await rows<{ n: number }>(sql`
      select count(*)::int as n from posts where
        engagements is distinct from (metrics->>'engagements')::float8
        or reach is distinct from (metrics->>'reach')::float8
        or impressions is distinct from (metrics->>'impressions')::float8
        or video_views is distinct from (metrics->>'video_views')::float8
        or watch_time_avg_sec is distinct from (metrics->>'watch_time_avg_sec')::float8
        or engagement_rate is distinct from (metrics->>'engagements')::float8
          / nullif(coalesce((metrics->>'reach')::float8, (metrics->>'impressions')::float8), 0)`);
    expect(posts!.n).toBe(0);
    const [sources] = await rows<{ n: number }>(sql`
      select count(*)::int as n from profile_metric_sources s
      full join (select profile_id, metric, max(day) as last_day from profile_daily_metrics group by 1, 2) raw
        on raw.profile_id = s.profile_id and raw.metric = s.metric
      where s.last_day is distinct from raw.last_day`);
    expect(sources!.n).toBe(0);
  });
});

describe('the sync of a Pinterest video pin', () => {
  it('stores its video views and watch time: the connector is handed the pin media', async () => {
    const { id } = byNetwork('pinterest');
    const recent = sql`profile_id = ${id} and published_at >= ${new Date(Date.parse(`${TODAY}T09:00:00Z`) - 20 * 86_400_000).toISOString()}`;
    const [videos] = await rows<{ n: number }>(
      sql`select count(*)::int as n from posts where ${recent} and media->0->>'type' = 'video'`,
    );
    expect(videos!.n).toBeGreaterThan(0);
    // As a first read would find them: no metrics yet; the sync reads the metrics of its recent posts.
    await t.database.db.execute(sql`update posts set metrics = '{}'::jsonb where ${recent}`);
    await t.app.services.social.syncProfile(id);
    const [read] = await rows<{ n: number; views: number; watch: number }>(sql`
      select count(*)::int as n, (count(*) filter (where metrics ? 'video_views'))::int as views,
        (count(*) filter (where metrics ? 'watch_time_avg_sec'))::int as watch
      from posts where ${recent} and media->0->>'type' = 'video'`);
    expect(read).toEqual({ n: videos!.n, views: videos!.n, watch: videos!.n });
  });
});
