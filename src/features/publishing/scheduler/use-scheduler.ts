import { today as todayIn } from '@internationalized/date';
import { useMemo } from 'react';
import { profileWithNetwork } from '@contracts/networks.ts';
import type { TSchedulerPost } from '@contracts/publishing.ts';
import type { TSocialProfile } from '@contracts/social.ts';
import type { AnalyticsScope } from '@/api/analytics.ts';
import { useSchedulerPosts } from '@/api/publishing.ts';
import { useSelectorGroups, useSocialProfiles } from '@/api/social.ts';
import { usePublishingText } from '@/i18n/areas/publishing.ts';
import { viewWindow } from '../calendar.ts';
import { useOpenSlots } from '../use-open-slots.ts';
import { filterSchedulerPosts, filterSchedulerProfiles, scopeProfileIds } from './filter-posts.ts';
import { useSchedulerFilters } from './use-scheduler-filters.ts';

/**
 * What the scheduler shows: the view, period and filters from the address, the period's posts that the profile
 * selection (`scope`) and the filters let through — scheduled ones for the calendar, drafts without a time for the
 * list — the workspace's profiles, and in the week the open time slots of the profiles shown.
 */
export function useScheduler({
  timeZone,
  locale,
  scope,
}: {
  timeZone: string;
  locale: string;
  scope: AnalyticsScope | null;
}) {
  const today = todayIn(timeZone).toString();
  const { filters, setFilters } = useSchedulerFilters(today);
  const { view, anchor } = filters;
  const window = useMemo(() => viewWindow(view, anchor, locale, timeZone), [view, anchor, locale, timeZone]);
  const { posts, error, isLoading, retry } = useSchedulerPosts({ ...window, drafts: view === 'list' });
  const { profiles } = useSocialProfiles();
  const { groups } = useSelectorGroups();
  const scopeIds = useMemo(() => scopeProfileIds(scope, groups), [scope, groups]);
  const shown = useMemo(
    () => filterSchedulerPosts(posts ?? [], { scopeIds, profiles: profiles ?? [], filters }),
    [posts, profiles, scopeIds, filters],
  );
  const slotProfiles = filterSchedulerProfiles(profiles ?? [], { scopeIds, filters });
  const openSlots = useOpenSlots(view === 'week' ? slotProfiles : null, posts, window);

  return {
    today,
    filters,
    setFilters,
    posts,
    scheduled: shown.filter((post) => post.scheduled_at !== null),
    drafts: shown.filter((post) => post.scheduled_at === null),
    error,
    isLoading,
    retry,
    profiles,
    scopeIds,
    slotProfiles,
    openSlots,
  };
}

/** A post in words, for a checkbox's name and the bulk bar: "Kestrel Roasters (X), 2 Nov 2026, 09:00". */
export function useDescribePost(
  profiles: readonly Pick<TSocialProfile, 'id' | 'name' | 'network'>[] | undefined,
  timeZone: string,
  locale: string,
) {
  const { t } = usePublishingText();
  const byId = useMemo(() => new Map((profiles ?? []).map((profile) => [profile.id, profile])), [profiles]);

  return (post: TSchedulerPost) => {
    const profile = byId.get(post.profile_id);
    const time = post.scheduled_at
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
          new Date(post.scheduled_at),
        )
      : t('publishing.chip.noTime');

    return `${profile ? profileWithNetwork(profile) : t('publishing.chip.unknownProfile')}, ${time}`;
  };
}
