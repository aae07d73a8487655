import { Check as CheckIcon, Search } from 'lucide-react';
import { useMemo } from 'react';
import { Autocomplete, ListBoxSection, useFilter } from 'react-aria-components';
import { FieldInput, FieldListEmpty, type ListTrigger } from '../Field/index.ts';
import { FieldListBox, ListSearchField, ListTriggerProvider } from '../Field/list.ts';
import { NETWORKS, NetworkIcon, networkName } from '../NetworkIcon/index.ts';
import type { NetworkKey } from '../theme/tokens.ts';
import type { ProfileSelectorProps, SelectorProfile } from './ProfileSelector.types.ts';
import { Check, Option, Panel, SectionHeader } from './ProfileSelectorPanel.styles.ts';
import { ProfileSummary, type ProfileSummaryProps } from './ProfileSummary.tsx';

function ProfileOption(props: ProfileSummaryProps) {
  const { profile } = props;
  return (
    <Option
      id={profile.id}
      textValue={[profile.name, profile.handle, networkName(profile.network)].filter(Boolean).join(' ')}
      data-inactive={profile.isActive === false || undefined}
    >
      {({ isSelected }) => (
        <>
          <ProfileSummary {...props} />
          <Check aria-hidden="true">{isSelected && <CheckIcon />}</Check>
        </>
      )}
    </Option>
  );
}

type ProfileSelectorPanelProps = Pick<
  ProfileSelectorProps,
  'profiles' | 'onSelect' | 'statusLabels' | 'inactiveLabel' | 'searchLabel' | 'emptyLabel'
> & {
  trigger: ListTrigger;
  selectedId: string | null;
  searchThreshold: number;
  groupByNetwork: boolean;
};

/** The loaded part of `ProfileSelector` (see ProfileSelector.tsx): the list, its search and sections. */
export function ProfileSelectorPanel({
  trigger,
  profiles,
  selectedId,
  onSelect,
  statusLabels,
  inactiveLabel,
  searchThreshold,
  searchLabel,
  emptyLabel,
  groupByNetwork,
}: ProfileSelectorPanelProps) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const rowProps = { statusLabels, inactiveLabel };

  const sections = useMemo(() => {
    if (!groupByNetwork) return null;
    const byNetwork = new Map<NetworkKey, SelectorProfile[]>();
    for (const profile of profiles) {
      byNetwork.set(profile.network, [...(byNetwork.get(profile.network) ?? []), profile]);
    }
    return NETWORKS.filter((network) => byNetwork.has(network)).map((network) => ({
      network,
      profiles: byNetwork.get(network) ?? [],
    }));
  }, [groupByNetwork, profiles]);

  const list = (
    <FieldListBox renderEmptyState={() => <FieldListEmpty>{emptyLabel}</FieldListEmpty>}>
      {sections
        ? sections.map((section) => (
            <ListBoxSection key={section.network} id={section.network}>
              <SectionHeader>
                <NetworkIcon network={section.network} size="sm" />
                {networkName(section.network)}
              </SectionHeader>
              {section.profiles.map((profile) => (
                <ProfileOption key={profile.id} profile={profile} {...rowProps} />
              ))}
            </ListBoxSection>
          ))
        : profiles.map((profile) => <ProfileOption key={profile.id} profile={profile} {...rowProps} />)}
    </FieldListBox>
  );

  return (
    <ListTriggerProvider trigger={trigger} selectedId={selectedId} onSelect={onSelect}>
      <Panel>
        {profiles.length > searchThreshold ? (
          <Autocomplete filter={contains}>
            <ListSearchField aria-label={searchLabel} autoFocus>
              <Search aria-hidden="true" />
              <FieldInput placeholder={searchLabel} />
            </ListSearchField>
            {list}
          </Autocomplete>
        ) : (
          list
        )}
      </Panel>
    </ListTriggerProvider>
  );
}
