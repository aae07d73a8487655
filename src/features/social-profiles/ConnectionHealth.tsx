import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TSocialProfile } from '@contracts/social.ts';
import { Badge } from '@/design-system/Badge';
import { Text } from '@/design-system/Text';
import { Moment } from './Moment.tsx';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space[300]} ${({ theme }) => theme.space[400]};
  margin: 0;

  dt {
    font-size: ${({ theme }) => theme.font.size.sm.fontSize};
    line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
    color: ${({ theme }) => theme.color.textSecondary};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm.fontSize};
    line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
    color: ${({ theme }) => theme.color.textPrimary};
  }
`;

const BACKFILL_TONES = { pending: 'neutral', running: 'info', done: 'success', failed: 'critical' } as const;

/** The backfill in words: "Done · 730 days, 412 posts since 22 Nov 2024". */
export function BackfillStatus({ backfill }: { backfill: TSocialProfile['health']['backfill'] }) {
  const { t, i18n } = useTranslation();
  const since = backfill.since
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${backfill.since}T00:00:00Z`),
      )
    : null;
  const amounts = t('profiles.health.amounts', {
    days: t('profiles.health.days', { count: backfill.days }),
    posts: t('profiles.health.posts', { count: backfill.posts }),
  });

  return (
    <span>
      <Badge size="sm" tone={BACKFILL_TONES[backfill.status]}>
        {t(`profiles.health.backfill.${backfill.status}`)}
      </Badge>{' '}
      {backfill.status !== 'pending' && (
        <>
          {amounts}
          {since && ` ${t('profiles.health.since', { date: since })}`}
        </>
      )}
    </span>
  );
}

/** Last and next sync, when the access expires, and how much history is stored. */
export function ConnectionHealth({ profile, timeZone }: { profile: TSocialProfile; timeZone: string }) {
  const { t } = useTranslation();
  const { health } = profile;

  return (
    <Facts>
      <div>
        <dt>{t('profiles.health.lastSync')}</dt>
        <dd>
          {health.last_sync_at ? (
            <Moment at={health.last_sync_at} timeZone={timeZone} />
          ) : (
            t('profiles.health.never')
          )}
        </dd>
      </div>
      <div>
        <dt>{t('profiles.health.nextSync')}</dt>
        <dd>
          {!profile.is_active ? (
            t('profiles.health.pausedNoSync')
          ) : health.next_sync_at ? (
            <Moment at={health.next_sync_at} timeZone={timeZone} />
          ) : (
            t('profiles.health.notScheduled')
          )}
        </dd>
      </div>
      <div>
        <dt>{t('profiles.health.tokenExpires')}</dt>
        <dd>
          {health.token_expires_at ? (
            <Text
              as="span"
              size="sm"
              tone={new Date(health.token_expires_at) < new Date() ? 'critical' : 'primary'}
            >
              <Moment at={health.token_expires_at} timeZone={timeZone} />
            </Text>
          ) : (
            t('profiles.health.noExpiry')
          )}
        </dd>
      </div>
      <div>
        <dt>{t('profiles.health.history')}</dt>
        <dd>
          <BackfillStatus backfill={health.backfill} />
        </dd>
      </div>
    </Facts>
  );
}
