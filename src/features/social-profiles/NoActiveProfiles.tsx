import { PauseCircle } from 'lucide-react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSocialActions, useSocialProfiles } from '@/api/social.ts';
import { Avatar } from '@/design-system/Avatar';
import { Banner } from '@/design-system/Banner';
import { Button } from '@/design-system/Button';
import { Card } from '@/design-system/Card';
import { EmptyState } from '@/design-system/EmptyState';
import { Link } from '@/design-system/Link';
import { LoadError } from '@/design-system/LoadError';
import { networkName } from '@/design-system/NetworkIcon';
import { Skeleton } from '@/design-system/Skeleton';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { formErrorMessage } from '@/lib/error-message.ts';
import { ConnectDialog } from './ConnectDialog.tsx';
import { PageHeader } from '@/design-system/PageHeader';

/** When no profile is active: why the app shows nothing, and how to fix it (connect, or resume paused ones). */
export function NoActiveProfiles() {
  const { t } = useTranslation();
  const { profiles, error, isLoading, mutate } = useSocialProfiles();
  const actions = useSocialActions();
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'critical'; text: string } | null>(null);
  // Turning a profile on here keeps the page (to say so); arriving with active profiles leaves it.
  const [resumedHere, setResumedHere] = useState(false);

  async function resume(id: string, name: string) {
    setBusy(id);
    setMessage(null);
    setResumedHere(true);
    try {
      await actions.activate(id);
      setMessage({ tone: 'success', text: t('profiles.resumed', { name }) });
    } catch (caught) {
      setMessage({ tone: 'critical', text: formErrorMessage(t, caught) });
    } finally {
      setBusy(null);
    }
  }

  const header = (
    <PageHeader title={t('profiles.noActive.title')} subtitle={t('profiles.noActive.subtitle')} />
  );
  if (isLoading) {
    return (
      <Stack gap={600}>
        {header}
        <Skeleton lines={4} />
      </Stack>
    );
  }
  if (error || !profiles) {
    return (
      <Stack gap={600}>
        {header}
        <LoadError
          message={t('profiles.loadFailed')}
          retryLabel={t('common.tryAgain')}
          onRetry={() => void mutate()}
        />
      </Stack>
    );
  }
  const paused = profiles.filter((profile) => !profile.is_active);
  const active = profiles.length - paused.length;
  // The page is for a workspace without an active profile: opened with some, it has nothing true to say.
  if (active > 0 && !resumedHere) return <Navigate to="/home" replace />;

  return (
    <Stack gap={600}>
      <div>
        {header}
        <div role="status">
          {message?.tone === 'success' && (
            <Banner role="none" tone="success" style={{ marginTop: 24 }}>
              {message.text} <Link href="/social-profiles">{t('profiles.noActive.seeProfiles')}</Link>
            </Banner>
          )}
        </div>
        <div role="alert">
          {message?.tone === 'critical' && (
            <Banner role="none" tone="critical" style={{ marginTop: 24 }}>
              {message.text}
            </Banner>
          )}
        </div>
      </div>
      {paused.length > 0 && (
        <Card aria-labelledby="paused-title">
          <Stack gap={400}>
            <Stack gap={100}>
              <Text as="strong" id="paused-title" weight="semibold">
                {t('profiles.noActive.pausedTitle', { count: paused.length })}
              </Text>
              <Text size="sm" tone="secondary">
                {t('profiles.noActive.pausedBody')}
              </Text>
            </Stack>
            <Stack as="ul" gap={300} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {paused.map((profile) => (
                <Stack as="li" direction="row" gap={300} align="center" key={profile.id}>
                  <Avatar
                    name={profile.name}
                    src={profile.avatar_url}
                    network={profile.network}
                    isDecorative
                  />
                  <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                    <Text weight="medium">{profile.name}</Text>
                    <Text size="sm" tone="secondary">
                      {networkName(profile.network)}
                    </Text>
                  </Stack>
                  <Button
                    size="sm"
                    isLoading={busy === profile.id}
                    onPress={() => void resume(profile.id, profile.name)}
                    aria-label={t('profiles.noActive.resumeNamed', {
                      name: profile.name,
                      network: networkName(profile.network),
                    })}
                  >
                    {t('profiles.noActive.resume')}
                  </Button>
                </Stack>
              ))}
            </Stack>
          </Stack>
        </Card>
      )}
      <EmptyState
        size={paused.length > 0 ? 'sm' : 'lg'}
        icon={<PauseCircle aria-hidden="true" />}
        title={paused.length > 0 ? t('profiles.noActive.orConnect') : t('profiles.noActive.connectTitle')}
        description={t('profiles.noActive.connectBody')}
        actions={
          <ConnectDialog returnTo="/social-profiles" variant={paused.length > 0 ? 'secondary' : 'primary'} />
        }
      />
    </Stack>
  );
}
