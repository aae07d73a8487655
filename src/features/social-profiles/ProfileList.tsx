import { Plug } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_NETWORKS, type TSocialProfile } from '@contracts/social.ts';
import { useSocialProfileAuthStatus, useSocialProfiles } from '@/api/social.ts';
import { useSignedInUser } from '@/api/user.ts';
import { Banner } from '@/design-system/Banner';
import { EmptyState } from '@/design-system/EmptyState';
import { Heading } from '@/design-system/Heading';
import { LoadError } from '@/design-system/LoadError';
import { NetworkIcon, networkName } from '@/design-system/NetworkIcon';
import { Skeleton } from '@/design-system/Skeleton';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { ConnectDialog } from './ConnectDialog.tsx';
import { PageHeader } from '@/design-system/PageHeader';
import { ProfileCard, type StatusMessage } from './ProfileCard.tsx';
import { StatusMessages } from '@/lib/status-messages.tsx';

const RETURN_TO = '/social-profiles';

/** The connected profiles, by network, with their health; problems first in a banner. */
export function ProfileList() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { profiles, error, isLoading, mutate } = useSocialProfiles();
  const { authStatus } = useSocialProfileAuthStatus();
  const [status, setStatus] = useState<StatusMessage | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const header = (
    <PageHeader
      ref={headingRef}
      title={t('profiles.title')}
      subtitle={t('profiles.subtitle')}
      actions={profiles && profiles.length > 0 ? <ConnectDialog returnTo={RETURN_TO} /> : undefined}
    />
  );

  if (isLoading) {
    return (
      <Stack gap={600}>
        {header}
        <Skeleton lines={6} />
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

  const byNetwork = PROFILE_NETWORKS.map((network) => ({
    network,
    profiles: profiles.filter((profile) => profile.network === network),
  })).filter((section) => section.profiles.length > 0);
  const attention = authStatus?.needs_attention ?? 0;

  const onDeleted = (profile: TSocialProfile) => {
    setStatus({
      tone: 'success',
      text: t('profiles.deleted', { name: profile.name, network: networkName(profile.network) }),
    });
    headingRef.current?.focus();
  };

  return (
    <Stack gap={600}>
      <div>
        {header}
        {/* Always mounted, so what it says after an action is announced politely (errors urgently). */}
        <StatusMessages
          status={status}
          onDismiss={() => setStatus(null)}
          dismissLabel={t('profiles.dismiss')}
          isCriticalDismissable
          style={{ marginTop: 24 }}
        />
      </div>
      {attention > 0 && (
        <Banner role="none" tone="warning" title={t('profiles.attentionTitle', { count: attention })}>
          {t('profiles.attentionBody', { count: attention })}
        </Banner>
      )}
      {profiles.length === 0 ? (
        <EmptyState
          size="lg"
          icon={<Plug aria-hidden="true" />}
          title={t('profiles.emptyTitle')}
          description={t('profiles.emptyBody')}
          actions={<ConnectDialog returnTo={RETURN_TO} />}
        />
      ) : (
        byNetwork.map((section) => (
          <Stack as="section" gap={400} key={section.network} aria-labelledby={`network-${section.network}`}>
            <Stack direction="row" gap={200} align="center">
              <NetworkIcon network={section.network} size="lg" />
              <Heading level={2} size="lg" id={`network-${section.network}`}>
                {networkName(section.network)}
              </Heading>
              <Text tone="secondary" size="sm">
                {t('profiles.count', { count: section.profiles.length })}
              </Text>
            </Stack>
            {section.profiles.map((profile) => (
              <ProfileCard
                key={profile.id}
                profile={profile}
                timeZone={user.time_zone}
                onStatus={setStatus}
                onDeleted={onDeleted}
              />
            ))}
          </Stack>
        ))
      )}
    </Stack>
  );
}
