import { Check as CheckIcon, ChevronDown, Search } from 'lucide-react';
import { forwardRef, useMemo } from 'react';
import { Autocomplete, ListBoxSection, useFilter } from 'react-aria-components';
import { Avatar } from '../Avatar/index.ts';
import {
  FieldDescription,
  FieldInput,
  FieldLabel,
  FieldListBox,
  FieldListEmpty,
  ListSearchField,
} from '../Field/index.ts';
import { NETWORKS, NetworkIcon, networkName } from '../NetworkIcon/index.ts';
import type { NetworkKey } from '../theme/tokens.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import {
  Check,
  Handle,
  Option,
  Panel,
  ProfileMeta,
  ProfileName,
  ProfileText,
  SectionHeader,
  Status,
  StyledSelect,
  Trigger,
  TriggerAvatar,
  TriggerWrap,
  Value,
} from './ProfileSelector.styles.ts';
import type { ProfileAuthProblem, ProfileSelectorProps, SelectorProfile } from './ProfileSelector.types.ts';

const PROBLEM_TONES: Record<ProfileAuthProblem, 'warning' | 'critical'> = {
  expiring: 'warning',
  'permission-missing': 'warning',
  expired: 'critical',
  reconnect: 'critical',
};

/**
 * A profile's connection problem (or its paused state) as a coloured dot and its name; nothing when all is
 * well. Used in the profile selectors; exported for rows elsewhere that list profiles.
 */
export function ProfileStatus({
  profile,
  statusLabels,
  inactiveLabel,
}: {
  profile: Pick<SelectorProfile, 'authStatus' | 'isActive'>;
  statusLabels: Record<ProfileAuthProblem, string>;
  inactiveLabel?: string;
}) {
  const status = profile.authStatus ?? 'ok';
  if (status !== 'ok') {
    return (
      <Status data-tone={PROBLEM_TONES[status]} data-status={status}>
        {statusLabels[status]}
      </Status>
    );
  }
  if (profile.isActive === false && inactiveLabel)
    return <Status data-tone="neutral">{inactiveLabel}</Status>;
  return null;
}

export type ProfileSummaryProps = {
  profile: SelectorProfile;
  /** Leaves the avatar out (a trigger draws it outside the button). @default false */
  hideAvatar?: boolean;
  statusLabels: Record<ProfileAuthProblem, string>;
  inactiveLabel?: string;
};

/**
 * A profile as the selectors show it: the avatar with its network badge, the name, then handle and status on a
 * second line; the network's name is read last. Exported for the multi-profile selector.
 */
export function ProfileSummary({
  profile,
  statusLabels,
  inactiveLabel,
  hideAvatar = false,
}: ProfileSummaryProps) {
  const meta = (
    <>
      {profile.handle && <Handle>{profile.handle}</Handle>}{' '}
      <ProfileStatus profile={profile} statusLabels={statusLabels} inactiveLabel={inactiveLabel} />
    </>
  );
  const hasMeta =
    Boolean(profile.handle) ||
    (profile.authStatus ?? 'ok') !== 'ok' ||
    (profile.isActive === false && inactiveLabel);
  return (
    <>
      {!hideAvatar && (
        <Avatar
          name={profile.name}
          src={profile.avatarUrl}
          network={profile.network}
          size="sm"
          isDecorative
        />
      )}
      <ProfileText>
        <ProfileName>{profile.name}</ProfileName>
        {/* Spaces between the lines, so the text reads "name handle status" as one run, not "namehandle". */}{' '}
        {hasMeta && <ProfileMeta>{meta}</ProfileMeta>}{' '}
        {/* Last, so the visible text stays one run inside the accessible name (label in name). */}
        <VisuallyHidden>{networkName(profile.network)}</VisuallyHidden>
      </ProfileText>
    </>
  );
}

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

/**
 * Chooses exactly one social profile: each option shows the avatar with its network's badge, the name, the
 * handle and any connection problem. A search field appears above the list when there are many profiles, and
 * the list can be grouped by network. It only reports choices; what a choice does is the page's business.
 * The ref reaches the trigger button.
 */
export const ProfileSelector = forwardRef<HTMLButtonElement, ProfileSelectorProps>(function ProfileSelector(
  {
    profiles,
    selectedId,
    onSelect,
    label,
    placeholder,
    statusLabels,
    inactiveLabel,
    searchThreshold = 8,
    searchLabel,
    emptyLabel,
    groupByNetwork = false,
    description,
    isDisabled = false,
    isOpen,
    onOpenChange,
    className,
  },
  ref,
) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const selected = profiles.find((profile) => profile.id === selectedId) ?? null;
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
    <StyledSelect
      className={className}
      value={selected ? selected.id : null}
      onChange={(key) => {
        if (key !== null) onSelect(String(key));
      }}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDisabled={isDisabled}
      placeholder={placeholder}
    >
      <FieldLabel>{label}</FieldLabel>
      {description && <FieldDescription>{description}</FieldDescription>}
      <TriggerWrap>
        <Trigger ref={ref} data-has-avatar={selected ? true : undefined}>
          <Value>
            {({ isPlaceholder }) =>
              isPlaceholder || !selected ? (
                placeholder
              ) : (
                <ProfileSummary profile={selected} {...rowProps} hideAvatar />
              )
            }
          </Value>
          <ChevronDown aria-hidden="true" />
        </Trigger>
        {/*
          The avatar is drawn over the trigger, not in it: the trigger is named by its label and value, and the
          avatar's initials would be visible text missing from that name (WCAG 2.5.3, label in name).
        */}
        {selected && (
          <TriggerAvatar aria-hidden="true">
            <Avatar
              name={selected.name}
              src={selected.avatarUrl}
              network={selected.network}
              size="sm"
              isDecorative
            />
          </TriggerAvatar>
        )}
      </TriggerWrap>
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
    </StyledSelect>
  );
});
