import type { TAnalyticsMetric } from '@contracts/analytics.ts';
import type { PostSort } from '@/api/analytics.ts';

export type SectionId =
  | 'home'
  | 'overview'
  | 'engagement'
  | 'community'
  | 'reach'
  | 'reach_impressions'
  | 'impressions'
  | 'activity'
  | 'stories'
  | 'content'
  | 'reels'
  | 'fbvideos'
  | 'mentions';

/** A chart of daily values: one line per metric, the comparison dashed. */
export type SeriesChart = { kind: 'series'; metrics: readonly TAnalyticsMetric[]; variant?: 'line' | 'area' };

export type SectionPanel =
  | SeriesChart
  | { kind: 'growth' }
  | { kind: 'by-kind' }
  | { kind: 'by-profile' }
  | { kind: 'top-posts'; sort: PostSort; postKind?: string }
  | { kind: 'posts'; postKind?: string; sort: PostSort }
  | { kind: 'activity' };

export type Section = {
  id: SectionId;
  path: string;
  kpis: readonly TAnalyticsMetric[];
  panels: readonly SectionPanel[];
};

/**
 * What each analytics screen shows: its key figures (tiles) and its panels, in order. A tile for a metric
 * none of the selected networks gives says so instead of showing 0.
 */
export const SECTIONS: Record<SectionId, Section> = {
  home: {
    id: 'home',
    path: '/home',
    kpis: [
      'followers',
      'net_followers',
      'impressions',
      'reach',
      'engagements',
      'post_engagement_rate',
      'posts',
      'video_views',
    ],
    panels: [
      { kind: 'series', metrics: ['followers'] },
      { kind: 'series', metrics: ['impressions', 'reach'] },
      { kind: 'top-posts', sort: 'engagements' },
      { kind: 'by-profile' },
    ],
  },
  overview: {
    id: 'overview',
    path: '/analytics/overview',
    kpis: [
      'followers',
      'net_followers',
      'reach',
      'impressions',
      'engagements',
      'post_engagement_rate',
      'profile_views',
      'clicks',
    ],
    panels: [
      { kind: 'series', metrics: ['followers'] },
      { kind: 'growth' },
      { kind: 'series', metrics: ['engagements'] },
      { kind: 'by-kind' },
      { kind: 'by-profile' },
    ],
  },
  engagement: {
    id: 'engagement',
    path: '/analytics/engagement',
    kpis: [
      'engagements',
      'post_engagement_rate',
      'post_engagement_rate_followers',
      'likes',
      'comments',
      'shares',
      'saves',
      'accounts_engaged',
      'post_engagements',
    ],
    panels: [
      { kind: 'series', metrics: ['engagements'] },
      { kind: 'series', metrics: ['likes', 'comments', 'shares', 'saves'] },
      { kind: 'by-kind' },
      { kind: 'top-posts', sort: 'engagement_rate' },
      { kind: 'by-profile' },
    ],
  },
  community: {
    id: 'community',
    path: '/analytics/community',
    kpis: ['followers', 'followers_gained', 'followers_lost', 'net_followers', 'profile_views'],
    panels: [{ kind: 'series', metrics: ['followers'] }, { kind: 'growth' }, { kind: 'by-profile' }],
  },
  reach: {
    id: 'reach',
    path: '/analytics/reach',
    kpis: ['reach', 'post_reach', 'accounts_engaged', 'profile_views'],
    panels: [
      { kind: 'series', metrics: ['reach'] },
      { kind: 'top-posts', sort: 'reach' },
      { kind: 'by-profile' },
    ],
  },
  reach_impressions: {
    id: 'reach_impressions',
    path: '/analytics/reach_impressions',
    kpis: ['reach', 'impressions', 'post_reach', 'post_impressions'],
    panels: [
      { kind: 'series', metrics: ['reach', 'impressions'] },
      { kind: 'top-posts', sort: 'impressions' },
      { kind: 'by-profile' },
    ],
  },
  impressions: {
    id: 'impressions',
    path: '/analytics/impressions',
    kpis: ['impressions', 'post_impressions', 'clicks'],
    panels: [
      { kind: 'series', metrics: ['impressions'] },
      { kind: 'top-posts', sort: 'impressions' },
      { kind: 'by-profile' },
    ],
  },
  activity: {
    id: 'activity',
    path: '/analytics/activity',
    kpis: ['posts', 'post_engagement_rate'],
    panels: [{ kind: 'activity' }],
  },
  stories: {
    id: 'stories',
    path: '/analytics/stories',
    kpis: [
      'story_impressions',
      'story_completion_rate',
      'story_taps_forward',
      'story_taps_back',
      'story_exits',
      'story_replies',
    ],
    panels: [{ kind: 'posts', postKind: 'story', sort: 'published_at' }],
  },
  content: {
    id: 'content',
    path: '/analytics/content',
    kpis: [
      'posts',
      'post_engagements',
      'post_engagement_rate',
      'post_impressions',
      'post_reach',
      'post_saves',
    ],
    panels: [
      { kind: 'series', metrics: ['posts'] },
      { kind: 'by-kind' },
      { kind: 'top-posts', sort: 'engagements' },
    ],
  },
  reels: {
    id: 'reels',
    path: '/analytics/reels',
    kpis: ['reel_plays', 'post_watch_time_avg_sec', 'post_video_views'],
    panels: [
      { kind: 'top-posts', sort: 'video_views', postKind: 'reel' },
      { kind: 'posts', postKind: 'reel', sort: 'video_views' },
    ],
  },
  fbvideos: {
    id: 'fbvideos',
    path: '/analytics/fbvideos',
    kpis: ['video_views', 'watch_time_total_sec', 'post_video_views', 'post_watch_time_avg_sec'],
    panels: [
      { kind: 'series', metrics: ['video_views'] },
      { kind: 'top-posts', sort: 'video_views', postKind: 'video' },
      { kind: 'by-profile' },
    ],
  },
  mentions: {
    id: 'mentions',
    path: '/analytics/mentions',
    kpis: ['mentions'],
    panels: [{ kind: 'series', metrics: ['mentions'] }, { kind: 'by-profile' }],
  },
};

/** The analytics screens in the order the navigation lists them. */
export const ANALYTICS_NAV: readonly SectionId[] = [
  'overview',
  'community',
  'engagement',
  'reach_impressions',
  'reach',
  'impressions',
  'activity',
  'content',
  'stories',
  'reels',
  'fbvideos',
  'mentions',
];
