import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PLATFORM_LANGUAGES } from '@contracts/common.ts';
import { JOB_ROLES, TEAM_SIZES } from '@contracts/user.ts';
import { timeZoneOptions } from './time-zones.ts';

/** Choice lists shared by sign-up and settings, labelled in the user's language. */
export function useJobRoleOptions() {
  const { t } = useTranslation();

  return useMemo(() => JOB_ROLES.map((id) => ({ id, label: t(`signup.jobRoles.${id}`) })), [t]);
}

export function useTeamSizeOptions() {
  const { t } = useTranslation();

  return useMemo(
    () =>
      TEAM_SIZES.map((value) => ({
        value,
        label: t(`signup.teamSizes.${value}.label`),
        description: t(`signup.teamSizes.${value}.description`),
      })),
    [t],
  );
}

export function useLanguageOptions() {
  const { t } = useTranslation();

  return useMemo(() => PLATFORM_LANGUAGES.map((id) => ({ id, label: t(`signup.languages.${id}`) })), [t]);
}

export function useTimeZoneOptions(current?: string) {
  return useMemo(() => timeZoneOptions(new Date(), current), [current]);
}
