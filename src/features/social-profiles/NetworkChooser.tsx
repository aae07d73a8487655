import { FlaskConical } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PROFILE_NETWORKS, type TConnectTarget, type TProfileNetwork } from '@contracts/social.ts';
import { externalNavigation, useApiProfiles, useSocialActions } from '@/api/social.ts';
import { Banner } from '@/design-system/Banner';
import { Button } from '@/design-system/Button';
import { Heading } from '@/design-system/Heading';
import { Disclosure } from '@/design-system/Disclosure';
import { LoadError } from '@/design-system/LoadError';
import { NetworkIcon, networkName } from '@/design-system/NetworkIcon';
import { Select } from '@/design-system/Select';
import { Skeleton } from '@/design-system/Skeleton';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { formErrorMessage } from '@/lib/error-message.ts';
import { ExternalLink } from './ExternalLink.tsx';

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(210px, 1fr));
  gap: ${({ theme }) => theme.space[300]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Tile = styled.li<{ $muted?: boolean; $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[400]};
  border: 1px solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $muted }) => ($muted ? theme.color.bgSubtle : theme.color.bgSurface)};
  ${({ $wide }) => ($wide ? 'grid-column: 1 / -1;' : '')}
`;

const TileHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
`;

/** The networks this server cannot connect yet, folded away below the ones it can. */
const Push = styled.div`
  margin-top: auto;
`;

type NetworkChooserProps = {
  /** Where the flow belongs: sent as `return_to`, where the user comes back to. */
  returnTo: string;
  /** The heading level of each network's name, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3;
};

/**
 * One tile per network the server knows: configured ones start the network's consent, the others say they are
 * not configured and link to how to configure them. The demo network emulates a network of the user's choice.
 */
export function NetworkChooser({ returnTo, headingLevel = 3 }: NetworkChooserProps) {
  const { t } = useTranslation();
  const { networks, error, isLoading, mutate } = useApiProfiles();
  const actions = useSocialActions();
  const [busy, setBusy] = useState<TConnectTarget | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [emulated, setEmulated] = useState<TProfileNetwork>('instagram');

  async function start(target: TConnectTarget, name: string, network?: TProfileNetwork) {
    setBusy(target);
    setFailure(null);
    try {
      const { authorize_url: url } = await actions.startConnection(target, returnTo, network);
      externalNavigation.assign(url);
    } catch (caught) {
      setFailure(t('connect.startFailed', { network: name, reason: formErrorMessage(t, caught) }));
      setBusy(null);
    }
  }

  if (isLoading) return <Skeleton lines={4} />;
  if (error || !networks) {
    return (
      <LoadError
        message={t('connect.loadFailed')}
        retryLabel={t('common.tryAgain')}
        onRetry={() => void mutate()}
      />
    );
  }
  const real = networks.filter((network) => network.target !== 'demo');
  const ready = real.filter((network) => network.configured);
  const unconfigured = real.filter((network) => !network.configured);
  const demo = networks.find((network) => network.target === 'demo');

  const notConfiguredTile = (network: (typeof networks)[number], icon: ReactNode) => (
    <Tile key={network.target} $muted>
      <TileHead>
        {icon}
        <Heading level={headingLevel} size="sm">
          {network.name}
        </Heading>
      </TileHead>
      <Stack gap={100}>
        <Text size="sm" tone="secondary">
          {t('connect.notConfigured')}
        </Text>
        {network.help_url && (
          <ExternalLink href={network.help_url} newTabLabel={t('connect.newTab')}>
            {t('connect.howToConfigure', { network: network.name })}
          </ExternalLink>
        )}
      </Stack>
    </Tile>
  );
  const demoIcon = <FlaskConical aria-hidden="true" size={20} />;
  const demoReady = demo?.configured === true;

  return (
    <Stack gap={400}>
      {failure && <Banner tone="critical">{failure}</Banner>}
      {busy && (
        <Text size="sm" tone="secondary" role="status">
          {t('connect.opening')}
        </Text>
      )}
      {(ready.length > 0 || demoReady) && (
        // What can be connected on this server comes first; the rest waits under "Other networks".
        <Tiles aria-label={t('connect.networksLabel')}>
          {ready.map((network) => (
            <Tile key={network.target}>
              <TileHead>
                {network.network && <NetworkIcon network={network.network} size="lg" />}
                <Heading level={headingLevel} size="sm">
                  {network.name}
                </Heading>
              </TileHead>
              <Push>
                <Button
                  size="sm"
                  variant="primary"
                  isLoading={busy === network.target}
                  loadingLabel={t('connect.opening')}
                  isDisabled={busy !== null && busy !== network.target}
                  onPress={() => void start(network.target, network.name)}
                  aria-label={t('connect.connectNamed', { network: network.name })}
                >
                  {t('connect.connect')}
                </Button>
              </Push>
            </Tile>
          ))}
          {demo && demoReady && (
            <Tile $wide>
              <TileHead>
                {demoIcon}
                <Heading level={headingLevel} size="sm">
                  {t('connect.demoTitle')}
                </Heading>
              </TileHead>
              <Text size="sm" tone="secondary">
                {t('connect.demoBody')}
              </Text>
              <Stack direction="row" gap={300} align="end" wrap>
                <div style={{ minWidth: 220 }}>
                  <Select
                    label={t('connect.demoNetwork')}
                    items={PROFILE_NETWORKS.map((network) => ({ id: network, label: networkName(network) }))}
                    selectedKey={emulated}
                    onSelectionChange={(key) => setEmulated(key as TProfileNetwork)}
                  />
                </div>
                <Button
                  size="md"
                  variant={ready.length === 0 ? 'primary' : 'secondary'}
                  isLoading={busy === 'demo'}
                  loadingLabel={t('connect.opening')}
                  isDisabled={busy !== null && busy !== 'demo'}
                  onPress={() => void start('demo', t('connect.demoTitle'), emulated)}
                >
                  {t('connect.demoStart', { network: networkName(emulated) })}
                </Button>
              </Stack>
            </Tile>
          )}
        </Tiles>
      )}
      {(unconfigured.length > 0 || (demo && !demoReady)) && (
        <Disclosure defaultOpen={ready.length === 0 && !demoReady} summary={t('connect.otherNetworks')}>
          <Tiles aria-label={t('connect.otherNetworksLabel')}>
            {unconfigured.map((network) =>
              notConfiguredTile(
                network,
                network.network ? <NetworkIcon network={network.network} size="lg" /> : null,
              ),
            )}
            {demo && !demoReady && notConfiguredTile(demo, demoIcon)}
          </Tiles>
        </Disclosure>
      )}
    </Stack>
  );
}
