import { useTranslation } from 'react-i18next';
import { GroupSelector, type SelectorGroup } from '@/design-system/GroupSelector';
import { MultiProfileSelector } from '@/design-system/MultiProfileSelector';
import { ProfileSelector, type SelectorProfile } from '@/design-system/ProfileSelector';
import { Stack } from '@/design-system/Stack';
import { useSelection } from '@/lib/selection/index.ts';

type SelectionBarProps = {
  profiles: ReadonlyArray<SelectorProfile>;
  groups: ReadonlyArray<SelectorGroup>;
  /** One profile at a time (a profile's analytics), or several (comparisons, the scheduler). */
  mode: 'profile' | 'profiles';
};

/**
 * The profile and group selectors, driven by the selection machine: picking sends the rule's event, and what
 * they show is what the machine holds (restored from the last visit).
 */
export function SelectionBar({ profiles, groups, mode }: SelectionBarProps) {
  const { t } = useTranslation();
  const selection = useSelection();
  const { send } = selection;
  const statusLabels = {
    expiring: t('selection.status.expiring'),
    expired: t('selection.status.expired'),
    reconnect: t('selection.status.reconnect'),
    'permission-missing': t('selection.status.permission-missing'),
  };

  return (
    <Stack direction="row" gap={400} align="end" wrap>
      {mode === 'profile' ? (
        <ProfileSelector
          profiles={profiles}
          selectedId={selection.activeSocialProfileId}
          onSelect={(id) => send({ type: 'profiles.managed', profileIds: [id] })}
          label={t('selection.profile')}
          placeholder={t('selection.profilePlaceholder')}
          statusLabels={statusLabels}
          inactiveLabel={t('selection.paused')}
          searchLabel={t('selection.search')}
          emptyLabel={t('selection.noProfileMatches')}
        />
      ) : (
        <MultiProfileSelector
          profiles={profiles}
          selectedIds={
            selection.activeMultiSelectionProfiles?.socialProfileIds ??
            (selection.activeSocialProfileId === null ? [] : [selection.activeSocialProfileId])
          }
          onChange={(ids) => send({ type: 'profiles.managed', profileIds: ids })}
          label={t('selection.profiles')}
          placeholder={t('selection.profilesPlaceholder')}
          summaryLabel={(count) => t('selection.profilesSummary', { count })}
          selectAllLabel={t('selection.selectAll')}
          selectNoneLabel={t('selection.selectNone')}
          searchLabel={t('selection.search')}
          emptyLabel={t('selection.noProfileMatches')}
          statusLabels={statusLabels}
          inactiveLabel={t('selection.paused')}
        />
      )}
      <GroupSelector
        groups={groups}
        selectedId={selection.activeGroupId}
        onSelect={(groupId) => send({ type: 'group.managed', groupId })}
        label={t('selection.group')}
        placeholder={t('selection.groupPlaceholder')}
        profileCountLabel={(count) => t('selection.groupProfiles', { count })}
        emptyLabel={t('selection.noGroups')}
        isOpen={selection.isGroupMenuOpen}
        onOpenChange={(isOpen) => send({ type: isOpen ? 'groupMenu.opened' : 'groupMenu.closed' })}
        onClear={() => send({ type: 'group.cleared' })}
        clearLabel={t('selection.clearGroup')}
      />
    </Stack>
  );
}
