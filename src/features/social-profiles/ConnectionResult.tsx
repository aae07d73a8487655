import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TSocialProfile } from '@contracts/social.ts';
import { useSocialProfiles } from '@/api/social.ts';
import { Avatar } from '@/design-system/Avatar';
import { Banner } from '@/design-system/Banner';
import { LoadError } from '@/design-system/LoadError';
import { networkName } from '@/design-system/NetworkIcon';
import { Skeleton } from '@/design-system/Skeleton';
import { Spinner } from '@/design-system/Spinner';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { BackfillStatus } from './ConnectionHealth.tsx';

/** How often the backfill is checked while it runs. */
export const BACKFILL_POLL_MS = 3_000;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};

  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[300]};
    padding: ${({ theme }) => theme.space[300]} ${({ theme }) => theme.space[400]};
  }

  > li + li {
    border-top: 1px solid ${({ theme }) => theme.color.borderSubtle};
  }
`;

type ConnectionResultProps = {
  /** The ids of the profiles just connected (from the address). */
  profileIds: string[];
  /** The next steps, as buttons or links. */
  nextSteps: React.ReactNode;
};

/** What was connected, and its history filling in (checked every few seconds until done). */
export function ConnectionResult({ profileIds, nextSteps }: ConnectionResultProps) {
  const { t } = useTranslation();
  const ids = new Set(profileIds);
  const isFilling = (profile: TSocialProfile) =>
    ['pending', 'running'].includes(profile.health.backfill.status);
  const {
    profiles: all,
    error,
    isLoading,
    mutate,
  } = useSocialProfiles({
    // Polls while one of them is still filling in, then stops.
    refreshInterval: (latest) =>
      latest?.some((profile) => ids.has(profile.id) && isFilling(profile)) ? BACKFILL_POLL_MS : 0,
  });
  const profiles = (all ?? []).filter((profile) => ids.has(profile.id));
  const filling = profiles.filter(isFilling);
  const isDone = profiles.length > 0 && filling.length === 0;

  if (isLoading) return <Skeleton lines={4} />;
  if (error && !all) {
    return (
      <LoadError
        message={t('connect.result.loadFailed')}
        retryLabel={t('common.tryAgain')}
        onRetry={() => void mutate()}
      />
    );
  }

  return (
    <Stack gap={600}>
      {profiles.length === 0 ? (
        <Banner tone="warning">{t('connect.result.none')}</Banner>
      ) : (
        <Stack gap={300}>
          <Text weight="semibold">{t('connect.result.connected', { count: profiles.length })}</Text>
          <Rows>
            {profiles.map((profile) => (
              <li key={profile.id}>
                <Avatar name={profile.name} src={profile.avatar_url} network={profile.network} isDecorative />
                <Stack gap={0} style={{ flex: '1 1 200px', minWidth: 0 }}>
                  <Text weight="medium">{profile.name}</Text>
                  <Text size="sm" tone="secondary">
                    {[profile.handle ? `@${profile.handle}` : null, networkName(profile.network)]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Stack>
                <Text as="span" size="sm">
                  <BackfillStatus backfill={profile.health.backfill} />
                </Text>
              </li>
            ))}
          </Rows>
        </Stack>
      )}
      {/* Announces the history's progress politely, and once more when all of it is in. */}
      <div role="status">
        {profiles.length > 0 && (
          <Stack direction="row" gap={200} align="center">
            {isDone ? (
              <CheckCircle2 aria-hidden="true" size={20} />
            ) : (
              <Spinner size="sm" label={t('connect.result.filling')} />
            )}
            <Text>{isDone ? t('connect.result.done') : t('connect.result.fillingBody')}</Text>
          </Stack>
        )}
      </div>
      <Stack direction="row" gap={300} wrap>
        {nextSteps}
      </Stack>
    </Stack>
  );
}
