import { z } from 'zod';
import { ZIsoDateTime, ZUuidList } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { POST_SORTS } from './plain.ts';
import { ZProfileNetwork } from './social.ts';

/**
 * Analytics read what the sync stored: daily account metrics as each network gives them, and posts with their
 * latest lifetime metrics. A metric a network does not give is absent (listed as missing), never 0.
 *
 * Days: account metrics are the network's own days (a network reports per day, it cannot be re-bucketed), and a
 * range is a span of those days. Posts are bucketed by the local time of their publication in the chosen time
 * zone (the user's by default), so a post published at 00:30 in Paris counts on the Paris day.
 */

/** Account-level metrics, one value per profile and day. */
export const ACCOUNT_METRICS = [
  'followers',
  'followers_gained',
  'followers_lost',
  'net_followers',
  'impressions',
  'reach',
  'video_views',
  'watch_time_total_sec',
  'profile_views',
  'clicks',
  'accounts_engaged',
  'engagements',
  'likes',
  'comments',
  'shares',
  'saves',
] as const;

/** Post-level figures over the posts published in the range (their lifetime metrics as last read). */
export const POST_METRICS = [
  'posts',
  'post_engagements',
  'post_engagement_rate',
  /** Iconosquare's rate: (likes + comments + saves) ÷ followers the day before publication, per post. */
  'post_engagement_rate_followers',
  'post_impressions',
  'post_reach',
  'post_video_views',
  'post_likes',
  'post_comments',
  'post_shares',
  'post_saves',
  'post_watch_time_avg_sec',
  'reel_plays',
  'story_impressions',
  'story_completion_rate',
  'story_taps_forward',
  'story_taps_back',
  'story_exits',
  'story_replies',
] as const;

/** Posts and comments of others that mention or tag the profile. */
export const MENTION_METRICS = ['mentions'] as const;

export const ANALYTICS_METRICS = [...ACCOUNT_METRICS, ...POST_METRICS, ...MENTION_METRICS] as const;
export const ZAnalyticsMetric = z.enum(ANALYTICS_METRICS);
export type TAnalyticsMetric = z.infer<typeof ZAnalyticsMetric>;

export { POST_SORTS };
export const ZPostSort = z.enum(POST_SORTS);

export const COMPARISONS = ['previous_period', 'previous_year', 'none'] as const;

export const MAX_RANGE_DAYS = 731;

const ZRangeFields = z.object({
  from: z.iso.date({ error: 'Give the first day as YYYY-MM-DD.' }),
  to: z.iso.date({ error: 'Give the last day as YYYY-MM-DD.' }),
  compare: z.enum(COMPARISONS).default('previous_period'),
  /** IANA time zone; the user's own when absent. */
  tz: z.string().max(64).optional(),
});

const withRangeChecks = <S extends z.ZodObject<typeof ZRangeFields.shape>>(schema: S) =>
  schema
    .refine((range) => range.from <= range.to, {
      path: ['to'],
      error: 'The last day comes before the first.',
    })
    .refine((range) => (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 < MAX_RANGE_DAYS, {
      path: ['from'],
      error: `Choose at most ${MAX_RANGE_DAYS} days.`,
    });

/** The range every analytics read takes: local days, inclusive, a comparison period, and a time zone. */
export const ZAnalyticsRange = withRangeChecks(ZRangeFields);
export type TAnalyticsRange = z.input<typeof ZAnalyticsRange>;

/** Where a number comes from: the network's own metric names, the API version, the last refresh, the formula. */
export const ZProvenance = z.object({
  formula: z.string(),
  sources: z.array(
    z.object({
      network: ZProfileNetwork,
      /** The network's metric names (several when this is their sum). */
      raw: z.array(z.string()),
      api_version: z.string().nullable(),
      /** Computed here from the network's values rather than given by the network. */
      derived: z.boolean(),
    }),
  ),
  last_refreshed_at: ZIsoDateTime.nullable(),
});

/** Stored days out of the days of a period. */
export const ZCoverage = z.object({ stored_days: z.number().int(), days: z.number().int() });
export type TCoverage = z.infer<typeof ZCoverage>;

export const ZKpi = z.object({
  metric: ZAnalyticsMetric,
  unit: z.enum(['count', 'ratio', 'seconds']),
  /** null: none of the selected profiles' networks gives this metric, or no value in the range. */
  value: z.number().nullable(),
  previous: z.number().nullable(),
  /** value − previous */
  change: z.number().nullable(),
  /** (value − previous) / |previous|; null when there is nothing to compare with. */
  change_ratio: z.number().nullable(),
  /** Profiles of the selection whose network does not give this metric. */
  missing_profiles: z.array(z.uuid()),
  /**
   * Days of stored history behind the figure, in the range and in the comparison period (profile-days when several
   * profiles give it): account metrics count the days with a stored value, post figures and mentions the days
   * since the stored history of posts or mentions begins. `previous`, `change` and `change_ratio` are given only
   * when both periods are fully stored: a partly stored period shows its coverage, never a change that looks
   * measured. Null when no profile gives the figure.
   */
  coverage: z
    .object({
      current: ZCoverage,
      previous: ZCoverage.nullable(),
    })
    .nullable(),
  provenance: ZProvenance,
});
export type TKpi = z.infer<typeof ZKpi>;

export const ZScopeProfile = z.object({
  id: z.uuid(),
  network: ZProfileNetwork,
  name: z.string(),
  handle: z.string().nullable(),
  avatar_url: z.string().nullable(),
});

export const ZAnalyticsReport = z
  .object({
    scope: z.object({
      kind: z.enum(['profile', 'profiles', 'group']),
      group_id: z.uuid().nullable(),
      profiles: z.array(ZScopeProfile),
    }),
    range: z.object({ from: z.iso.date(), to: z.iso.date(), days: z.number().int(), time_zone: z.string() }),
    comparison: z.object({ from: z.iso.date(), to: z.iso.date() }).nullable(),
    kpis: z.array(ZKpi),
    /** Daily values for the range; `previous` is aligned day by day with the comparison period. */
    series: z.object({
      days: z.array(z.iso.date()),
      metrics: z.record(
        z.string(),
        z.object({ current: z.array(z.number().nullable()), previous: z.array(z.number().nullable()) }),
      ),
    }),
    /** Each profile's own figures, for side-by-side tables of a multi-selection or a group. */
    by_profile: z.array(
      z.object({
        profile_id: z.uuid(),
        values: z.record(
          z.string(),
          z.object({ value: z.number().nullable(), previous: z.number().nullable() }),
        ),
      }),
    ),
    /** Posts published in the range by format. */
    by_kind: z.array(
      z.object({
        kind: z.string(),
        posts: z.number().int(),
        engagements: z.number().nullable(),
        avg_engagement_rate: z.number().nullable(),
      }),
    ),
  })
  .meta({ id: 'AnalyticsReport' });
export type TAnalyticsReport = z.infer<typeof ZAnalyticsReport>;

export const ZActivity = z
  .object({
    time_zone: z.string(),
    /** Best time to post from the selection's own posts of the last 365 days (weekday 0 = Monday). */
    best_times: z.object({
      cells: z.array(
        z.object({
          weekday: z.number().int().min(0).max(6),
          hour: z.number().int().min(0).max(23),
          posts: z.number().int(),
          avg_engagement_rate: z.number().nullable(),
        }),
      ),
      /** The best slots, best first (at least 3 posts each). */
      top: z.array(
        z.object({ weekday: z.number().int(), hour: z.number().int(), avg_engagement_rate: z.number() }),
      ),
      formula: z.string(),
    }),
    /** Followers online as the networks report them, moved into the time zone; null when none reports it. */
    followers_online: z
      .array(z.object({ weekday: z.number().int(), hour: z.number().int(), value: z.number() }))
      .nullable(),
    /** Posts per local day in the range. */
    posting: z.object({ days: z.array(z.iso.date()), posts: z.array(z.number().int()) }),
    audience: z
      .object({
        age: z.record(z.string(), z.number()).optional(),
        gender: z.record(z.string(), z.number()).optional(),
        country: z.record(z.string(), z.number()).optional(),
        city: z.record(z.string(), z.number()).optional(),
        updated_at: ZIsoDateTime.nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'Activity' });
export type TActivity = z.infer<typeof ZActivity>;

export const ZPostMetrics = z.record(z.string(), z.number().nullable());

export const ZMedia = z
  .object({
    id: z.uuid(),
    profile_id: z.uuid(),
    network: ZProfileNetwork,
    kind: z.string(),
    text: z.string(),
    permalink: z.string().nullable(),
    published_at: ZIsoDateTime,
    thumbnail_url: z.string().nullable(),
    metrics: ZPostMetrics,
    engagement_rate: z.number().nullable(),
    metrics_updated_at: ZIsoDateTime.nullable(),
  })
  .meta({ id: 'Media' });
export type TMedia = z.infer<typeof ZMedia>;

const ZMediaQuery = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  tz: z.string().max(64).optional(),
  sort: ZPostSort.default('published_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  kind: z.string().max(30).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(24),
  cursor: z.string().max(200).optional(),
});

export const ZMediaPage = z.object({
  items: z.array(ZMedia),
  next_cursor: z.string().nullable(),
  total: z.number().int(),
});

const ZSpid = z.object({ spid: z.uuid() });
const ZGroupId = z.object({ id: z.uuid() });

export const getProfileAnalytics = defineEndpoint({
  id: 'getProfileAnalytics',
  method: 'GET',
  path: '/social-profile/{spid}/analytics',
  summary: "A profile's key figures, daily series and posts by format for a range and its comparison",
  tag: 'Analytics',
  access: 'user',
  permission: { profiles: 'analytics', at: 'params.spid' },
  params: ZSpid,
  query: ZAnalyticsRange,
  response: { status: 200, description: 'The report', schema: ZAnalyticsReport },
  errors: [401, 404],
});

export const getGroupAnalytics = defineEndpoint({
  id: 'getGroupAnalytics',
  method: 'GET',
  path: '/user/groups/{id}/analytics',
  summary: "A group's figures: its profiles summed (rates averaged over their posts), and each profile's own",
  tag: 'Analytics',
  access: 'user',
  permission: { profiles: 'analytics', of: 'group', at: 'params.id' },
  params: ZGroupId,
  query: ZAnalyticsRange,
  response: { status: 200, description: 'The report', schema: ZAnalyticsReport },
  errors: [401, 404],
});

export const getProfilesAnalyticsOverview = defineEndpoint({
  id: 'getProfilesAnalyticsOverview',
  method: 'GET',
  path: '/social-profiles/analytics/overview',
  summary: 'Figures for a selection of profiles (all active profiles when none is named)',
  tag: 'Analytics',
  access: 'user',
  permission: { profiles: 'analytics', at: 'query.profiles' },
  query: withRangeChecks(ZRangeFields.extend({ profiles: ZUuidList.optional() })),
  response: { status: 200, description: 'The report', schema: ZAnalyticsReport },
  errors: [401, 404],
});

export const getProfileActivity = defineEndpoint({
  id: 'getProfileActivity',
  method: 'GET',
  path: '/social-profile/{spid}/activity',
  summary: 'Best time to post, followers online, posting activity and audience of a profile',
  tag: 'Analytics',
  access: 'user',
  permission: { profiles: 'analytics', at: 'params.spid' },
  params: ZSpid,
  query: ZAnalyticsRange,
  response: { status: 200, description: 'Activity', schema: ZActivity },
  errors: [401, 404],
});

export const getGroupActivity = defineEndpoint({
  id: 'getGroupActivity',
  method: 'GET',
  path: '/user/groups/{id}/activity',
  summary: 'Best time to post, followers online, posting activity and audience of a group',
  tag: 'Analytics',
  access: 'user',
  permission: { profiles: 'analytics', of: 'group', at: 'params.id' },
  params: ZGroupId,
  query: ZAnalyticsRange,
  response: { status: 200, description: 'Activity', schema: ZActivity },
  errors: [401, 404],
});

export const getProfilesActivity = defineEndpoint({
  id: 'getProfilesActivity',
  method: 'GET',
  path: '/social-profiles/analytics/activity',
  summary: 'Best time to post, followers online, posting activity and audience of a selection of profiles',
  tag: 'Analytics',
  access: 'user',
  permission: { profiles: 'analytics', at: 'query.profiles' },
  query: withRangeChecks(ZRangeFields.extend({ profiles: ZUuidList.optional() })),
  response: { status: 200, description: 'Activity', schema: ZActivity },
  errors: [401, 404],
});

export const listProfileMedias = defineEndpoint({
  id: 'listProfileMedias',
  method: 'GET',
  path: '/social-profile/{spid}/medias',
  summary: "A profile's posts with their metrics, sorted by any metric",
  tag: 'Analytics',
  access: 'user',
  permission: { profiles: 'analytics', at: 'params.spid' },
  params: ZSpid,
  query: ZMediaQuery,
  response: { status: 200, description: 'A page of posts', schema: ZMediaPage },
  errors: [401, 404],
});

export const listGroupMedias = defineEndpoint({
  id: 'listGroupMedias',
  method: 'GET',
  path: '/user/groups/{id}/medias',
  summary: "A group's posts with their metrics, sorted by any metric",
  tag: 'Analytics',
  access: 'user',
  permission: { profiles: 'analytics', of: 'group', at: 'params.id' },
  params: ZGroupId,
  query: ZMediaQuery,
  response: { status: 200, description: 'A page of posts', schema: ZMediaPage },
  errors: [401, 404],
});

export const listProfilesMedias = defineEndpoint({
  id: 'listProfilesMedias',
  method: 'GET',
  path: '/social-profiles/medias',
  summary:
    "A selection's posts (all active profiles when none is named) with their metrics, sorted by any metric",
  tag: 'Analytics',
  access: 'user',
  permission: { profiles: 'analytics', at: 'query.profiles' },
  query: ZMediaQuery.extend({ profiles: ZUuidList.optional() }),
  response: { status: 200, description: 'A page of posts', schema: ZMediaPage },
  errors: [401, 404],
});

export const getProfileMedia = defineEndpoint({
  id: 'getProfileMedia',
  method: 'GET',
  path: '/social-profile/{spid}/medias/{id}',
  summary: 'One post with its metrics and where each comes from',
  tag: 'Analytics',
  access: 'user',
  permission: { profiles: 'analytics', at: 'params.spid' },
  params: z.object({ spid: z.uuid(), id: z.uuid() }),
  response: {
    status: 200,
    description: 'The post',
    schema: ZMedia.extend({
      provenance: z.record(z.string(), ZProvenance),
      category_ids: z.array(z.uuid()),
      album_ids: z.array(z.uuid()),
    }),
  },
  errors: [401, 404],
});

export const listProfileStories = defineEndpoint({
  id: 'listProfileStories',
  method: 'GET',
  path: '/social-profile/{spid}/stories',
  summary: "A profile's stories with reach, taps and completion",
  tag: 'Analytics',
  access: 'user',
  permission: { profiles: 'analytics', at: 'params.spid' },
  params: ZSpid,
  query: ZMediaQuery.omit({ kind: true }),
  response: { status: 200, description: 'A page of stories', schema: ZMediaPage },
  errors: [401, 404],
});

export const EXPORT_TYPES = ['csv', 'xlsx'] as const;

export const exportProfileAnalytics = defineEndpoint({
  id: 'exportProfileAnalytics',
  method: 'GET',
  path: '/social-profile/{spid}/exports/{type}',
  summary: "A profile's daily figures and posts as a spreadsheet (CSV or XLSX)",
  tag: 'Analytics',
  access: 'user',
  permission: { profiles: 'analytics', at: 'params.spid' },
  params: z.object({ spid: z.uuid(), type: z.enum(EXPORT_TYPES) }),
  query: ZAnalyticsRange,
  response: { status: 200, description: 'The file' },
  errors: [401, 404],
});
