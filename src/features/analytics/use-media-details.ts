import { useTranslation } from 'react-i18next';
import { useMedia } from '@/api/analytics.ts';
import { useCurrentUser } from '@/api/user.ts';
import { useSelection } from '@/lib/selection/index.ts';

/**
 * One post of a profile (the address's `?profile=`, else the selected profile) with every figure its network
 * gives and where each comes from; `published` is its time, written in full in the user's time zone.
 */
export function useMediaDetails(id: string, profileParam: string | null) {
  const { i18n } = useTranslation();
  const { activeSocialProfileId } = useSelection();
  const { user } = useCurrentUser();
  const profileId = profileParam ?? activeSocialProfileId;
  const { media, error, isLoading } = useMedia(profileId, id);
  const timeZone = user?.time_zone;
  const published =
    media &&
    new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'full',
      timeStyle: 'short',
      ...(timeZone ? { timeZone } : {}),
    }).format(new Date(media.published_at));

  return { profileId, media, error, isLoading, timeZone, published };
}

export type MediaDetails = NonNullable<ReturnType<typeof useMediaDetails>['media']>;
