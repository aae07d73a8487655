import type { TSchedulerPost } from '@contracts/publishing.ts';
import type { TSocialProfile } from '@contracts/social.ts';
import type { AnalyticsScope } from '@/api/analytics.ts';

/** A filter's value that lets everything through (and is left out of the address). */
export const ALL = 'all';

/** What the scheduler's filters hold: a network, a status and a profile label, each `ALL` or one value. */
export type SchedulerFilterValues = { network: string; status: string; label: string };

/**
 * The profiles the profile and group selection covers: null for all of them (nothing chosen, or the selection still
 * resolving), else the chosen profile, the chosen profiles, or the group's profiles (none while the groups load).
 */
export function scopeProfileIds(
  scope: AnalyticsScope | null,
  groups: readonly { id: string; profile_ids: readonly string[] }[] | undefined,
): ReadonlySet<string> | null {
  if (!scope || (scope.kind === 'profiles' && scope.ids === null)) return null;
  if (scope.kind === 'profile') return new Set([scope.id]);
  if (scope.kind === 'group')
    return new Set(groups?.find((group) => group.id === scope.id)?.profile_ids ?? []);

  return new Set(scope.ids);
}

type ProfileFacts = Pick<TSocialProfile, 'id' | 'network' | 'labels'>;

/** The posts the selection and the filters let through: of a selected profile, network, status and label. */
export function filterSchedulerPosts(
  posts: readonly TSchedulerPost[],
  {
    scopeIds,
    profiles,
    filters,
  }: {
    scopeIds: ReadonlySet<string> | null;
    profiles: readonly ProfileFacts[];
    filters: SchedulerFilterValues;
  },
): TSchedulerPost[] {
  const { network, status, label } = filters;
  const labelled = new Set(
    profiles.filter((profile) => profile.labels.includes(label)).map((profile) => profile.id),
  );

  return posts.filter(
    (post) =>
      (scopeIds === null || scopeIds.has(post.profile_id)) &&
      (network === ALL || post.network === network) &&
      (status === ALL || post.status === status) &&
      (label === ALL || labelled.has(post.profile_id)),
  );
}

/** The active profiles the selection and the network and label filters let through (the week's open slots). */
export function filterSchedulerProfiles<P extends ProfileFacts & Pick<TSocialProfile, 'is_active'>>(
  profiles: readonly P[],
  { scopeIds, filters }: { scopeIds: ReadonlySet<string> | null; filters: SchedulerFilterValues },
): P[] {
  return profiles.filter(
    (profile) =>
      profile.is_active &&
      (scopeIds === null || scopeIds.has(profile.id)) &&
      (filters.network === ALL || profile.network === filters.network) &&
      (filters.label === ALL || profile.labels.includes(filters.label)),
  );
}
