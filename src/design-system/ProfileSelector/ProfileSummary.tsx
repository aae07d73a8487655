import { Avatar } from '../Avatar/index.ts';
import { networkName } from '../NetworkIcon/index.ts';
import { Handle, ProfileMeta, ProfileName, ProfileText, Status } from './ProfileSelector.styles.ts';
import type { ProfileAuthProblem, SelectorProfile } from './ProfileSelector.types.ts';

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
 * A profile as the selectors show it: the avatar with its network badge, the name, then handle, network and status
 * on a second line. Exported for the multi-profile selector.
 */
export function ProfileSummary({
  profile,
  statusLabels,
  inactiveLabel,
  hideAvatar = false,
}: ProfileSummaryProps) {
  // The network is named in text, not only by the avatar's badge: several profiles of one brand share a name.
  const meta = (
    <>
      {profile.handle && <Handle>{profile.handle}</Handle>}
      {profile.handle && ' · '}
      <span>{networkName(profile.network)}</span>{' '}
      <ProfileStatus profile={profile} statusLabels={statusLabels} inactiveLabel={inactiveLabel} />
    </>
  );
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
        <ProfileMeta>{meta}</ProfileMeta>
      </ProfileText>
    </>
  );
}
