import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAlbum, useAlbumActions } from '@/api/analytics.ts';
import { useSocialProfiles } from '@/api/social.ts';
import { useCurrentUser } from '@/api/user.ts';
import { formErrorMessage } from '@/lib/error-message.ts';
import { campaignPeriod, profileLabels } from './campaign-figures.ts';

/**
 * One campaign with what its page shows around it (its period, the profiles' names, dates in the user's time
 * zone), and its actions: take a post out, delete the campaign (then back to the list). A failed action is
 * `failure`, in words.
 */
export function useCampaign(albumId: string) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const { profiles } = useSocialProfiles();
  const tz = user?.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const { album, error, isLoading } = useAlbum(albumId, tz);
  const actions = useAlbumActions();
  const [failure, setFailure] = useState<string | null>(null);
  const fail = (caught: unknown) => setFailure(formErrorMessage(t, caught));
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: tz });
  const id = album?.id ?? albumId;

  return {
    album,
    error,
    isLoading,
    failure,
    dateFormat,
    period: album ? campaignPeriod(album.stats, dateFormat) : undefined,
    profileNames: profileLabels(profiles ?? []),
    removePost: (postId: string) => void actions.removePost(id, postId).catch(fail),
    remove: async () => {
      try {
        await actions.remove(id);
        void navigate('/content/campaigns', { replace: true });
      } catch (caught) {
        fail(caught);
      }
    },
  };
}
