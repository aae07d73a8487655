import { Laptop } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import useSWR from 'swr';
import type { TSession } from '@contracts/user.ts';
import { listSessions, revokeOtherSessions, revokeSession } from '@/api/routes.generated.ts';
import { callEndpoint, endpointPath } from '@/api/endpoints.ts';
import { Badge } from '@/design-system/Badge';
import { Banner } from '@/design-system/Banner';
import { Button } from '@/design-system/Button';
import { LoadError } from '@/design-system/LoadError';
import { Skeleton } from '@/design-system/Skeleton';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { formatDateTime, formatRelative } from '@/lib/dates.ts';
import { formErrorMessage } from '@/lib/error-message.ts';
import { describeUserAgent } from '@/lib/user-agent.ts';

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[400]};
  padding: ${({ theme }) => theme.space[400]};

  & + & {
    border-top: 1px solid ${({ theme }) => theme.color.borderSubtle};
  }

  > svg {
    flex: none;
    color: ${({ theme }) => theme.color.textSecondary};
  }
`;

const Details = styled.div`
  flex: 1 1 0;
  min-width: 0;
`;

/** The user's signed-in sessions, this one first, each with a way to end it. */
export function SessionsList({ timeZone }: { timeZone: string }) {
  const { t, i18n } = useTranslation();
  const key = endpointPath(listSessions);
  const { data, error, isLoading, mutate } = useSWR(key, () => callEndpoint(listSessions));
  const [message, setMessage] = useState<{ tone: 'success' | 'critical'; text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const now = new Date();

  const deviceName = (session: TSession) => {
    const { browser, os } = describeUserAgent(session.user_agent);
    if (browser && os) return t('settings.security.sessions.onOs', { browser, os });

    return browser ?? os ?? t('settings.security.sessions.unknownDevice');
  };

  async function run(id: string, action: () => Promise<string>) {
    setBusy(id);
    setMessage(null);
    try {
      setMessage({ tone: 'success', text: await action() });
    } catch (caught) {
      setMessage({ tone: 'critical', text: formErrorMessage(t, caught) });
    } finally {
      setBusy(null);
      await mutate();
    }
  }

  if (isLoading) return <Skeleton lines={3} />;
  if (error || !data) {
    return (
      <LoadError
        message={t('settings.security.sessions.loadFailed')}
        retryLabel={t('common.tryAgain')}
        onRetry={() => void mutate()}
      />
    );
  }
  const others = data.data.filter((session) => !session.is_current);

  return (
    <Stack gap={400}>
      {message && (
        <Banner tone={message.tone} role={message.tone === 'critical' ? 'alert' : 'status'}>
          {message.text}
        </Banner>
      )}
      <Rows>
        {data.data.map((session) => {
          const name = deviceName(session);

          return (
            <Row key={session.id}>
              <Laptop aria-hidden="true" />
              <Details>
                <Stack direction="row" gap={200} align="center" wrap>
                  <Text weight="semibold">{name}</Text>
                  {session.is_current && (
                    <Badge tone="success">{t('settings.security.sessions.thisDevice')}</Badge>
                  )}
                </Stack>
                <Text size="sm" tone="secondary">
                  {[
                    t('settings.security.sessions.lastActive', {
                      time: formatRelative(new Date(session.last_seen_at), now, i18n.language),
                    }),
                    session.ip ? t('settings.security.sessions.ip', { ip: session.ip }) : null,
                    t('settings.security.sessions.signedInAt', {
                      date: formatDateTime(new Date(session.created_at), i18n.language, timeZone),
                    }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Details>
              {!session.is_current && (
                <Button
                  size="sm"
                  aria-label={t('settings.security.sessions.signOutNamed', { device: name })}
                  isLoading={busy === session.id}
                  onPress={() =>
                    void run(session.id, async () => {
                      await callEndpoint(revokeSession, { params: { id: session.id } });

                      return t('settings.security.sessions.signedOutOthers', { count: 1 });
                    })
                  }
                >
                  {t('settings.security.sessions.signOut')}
                </Button>
              )}
            </Row>
          );
        })}
      </Rows>
      {others.length > 0 ? (
        <div>
          <Button
            variant="danger"
            isLoading={busy === 'others'}
            onPress={() =>
              void run('others', async () => {
                const answer = await callEndpoint(revokeOtherSessions);

                return t('settings.security.sessions.signedOutOthers', { count: answer.signed_out_sessions });
              })
            }
          >
            {t('settings.security.sessions.signOutOthers')}
          </Button>
        </div>
      ) : (
        <Text size="sm" tone="secondary">
          {t('settings.security.sessions.noOthers')}
        </Text>
      )}
    </Stack>
  );
}
