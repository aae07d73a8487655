import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsScope } from '@/api/analytics.ts';
import { useSelectorGroups, useSocialProfiles } from '@/api/social.ts';
import { useSelection } from '@/lib/selection/index.ts';
import { SELECTION_STATE } from '@statecharts/selection/selection.types.ts';

/**
 * What the analytics screens read, from the profile and group selection: the active group, the selected
 * profiles, the one active profile, or (nothing selected) all the workspace's active profiles. `name` says it
 * in words for the page's introduction.
 */
export function scopeOfSelection(selection: {
  state: string;
  activeSocialProfileId: string | null;
  activeGroupId: string | null;
  activeMultiSelectionProfiles: { socialProfileIds: string[] } | null;
}): AnalyticsScope | null {
  switch (selection.state) {
    case SELECTION_STATE.RESOLVING:
      return null;
    case SELECTION_STATE.GROUP_SELECTED:
      return selection.activeGroupId ? { kind: 'group', id: selection.activeGroupId } : null;
    case SELECTION_STATE.PROFILES_SELECTED:
      return { kind: 'profiles', ids: selection.activeMultiSelectionProfiles?.socialProfileIds ?? null };
    case SELECTION_STATE.PROFILE_SELECTED:
      return selection.activeSocialProfileId
        ? { kind: 'profile', id: selection.activeSocialProfileId }
        : { kind: 'profiles', ids: null };
    default:
      return { kind: 'profiles', ids: null };
  }
}

export function useAnalyticsScope(): { scope: AnalyticsScope | null; description: string } {
  const { t } = useTranslation();
  const selection = useSelection();
  const { groups } = useSelectorGroups(selection.state === SELECTION_STATE.GROUP_SELECTED);
  const { profiles } = useSocialProfiles();
  const { state, activeSocialProfileId, activeGroupId, activeMultiSelectionProfiles } = selection;
  // The same object while the selection stays, so that what renders from it can skip a render.
  const scope = useMemo(
    () => scopeOfSelection({ state, activeSocialProfileId, activeGroupId, activeMultiSelectionProfiles }),
    [state, activeSocialProfileId, activeGroupId, activeMultiSelectionProfiles],
  );
  const describe = () => {
    if (!scope) return '';
    if (scope.kind === 'group') {
      const group = groups?.find((entry) => entry.id === scope.id);

      return t('analytics.scope.group', { name: group?.name ?? '' });
    }
    if (scope.kind === 'profiles' && scope.ids === null) return t('analytics.scope.allProfiles');
    const ids = scope.kind === 'profile' ? [scope.id] : (scope.ids ?? []);
    if (ids.length === 1) return profiles?.find((profile) => profile.id === ids[0])?.name ?? '';

    return t('analytics.scope.profiles', { count: ids.length });
  };

  return { scope, description: describe() };
}
