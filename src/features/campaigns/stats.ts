import type { TPostSetStats } from '@contracts/campaigns.ts';
import { useTranslation } from 'react-i18next';
import { formatKpiValue } from '@/design-system/KpiTile';

export type StatColumn = keyof Pick<
  TPostSetStats,
  'posts' | 'profiles' | 'engagements' | 'avg_engagement_rate' | 'impressions' | 'reach' | 'video_views'
>;

export const STAT_COLUMNS: readonly StatColumn[] = [
  'posts',
  'profiles',
  'engagements',
  'avg_engagement_rate',
  'impressions',
  'reach',
  'video_views',
];

/** A set of posts' figures as cells: a rate as a percentage, a figure no post has as a dash. */
export function statCell(stats: TPostSetStats, column: StatColumn, locale: string): string {
  const value = stats[column];
  if (value === null) return '—';

  return formatKpiValue(value, column === 'avg_engagement_rate' ? 'percent' : 'number', locale);
}

export function useStatLabels(): Record<StatColumn, string> {
  const { t } = useTranslation();

  return {
    posts: t('analytics.campaigns.posts'),
    profiles: t('analytics.campaigns.profiles'),
    engagements: t('analytics.campaigns.engagements'),
    avg_engagement_rate: t('analytics.campaigns.rate'),
    impressions: t('analytics.campaigns.impressions'),
    reach: t('analytics.campaigns.reach'),
    video_views: t('analytics.campaigns.videoViews'),
  };
}
