import { useTranslation } from 'react-i18next';
import { Badge } from '@/design-system/Badge';
import { Banner } from '@/design-system/Banner';
import { Link } from '@/design-system/Link';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';

const NETWORKS: ReadonlyArray<{ key: string; name: string }> = [
  { key: 'instagram', name: 'Instagram' },
  { key: 'facebook', name: 'Facebook' },
  { key: 'x', name: 'X' },
  { key: 'threads', name: 'Threads' },
  { key: 'linkedin', name: 'LinkedIn' },
  { key: 'tiktok', name: 'TikTok' },
  { key: 'youtube', name: 'YouTube' },
  { key: 'pinterest', name: 'Pinterest' },
];

/**
 * The step that connects social profiles. No network connection exists on this server yet, and the page
 * says so plainly rather than offering buttons that cannot work.
 */
export function ConnectProfilesPanel() {
  const { t } = useTranslation();

  return (
    <Stack gap={600}>
      <Banner tone="info" title={t('signup.connect.unavailableTitle')}>
        {t('signup.connect.unavailableBody')}
      </Banner>
      <Stack gap={300}>
        <Text size="sm" tone="secondary" weight="medium" id="networks-label">
          {t('signup.connect.networksLabel')}
        </Text>
        <Stack
          as="ul"
          direction="row"
          gap={200}
          wrap
          aria-labelledby="networks-label"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {NETWORKS.map((network) => (
            <li key={network.key}>
              <Badge size="md">{network.name}</Badge>
            </li>
          ))}
        </Stack>
      </Stack>
      <Link href="/settings/account" variant="standalone">
        {t('signup.connect.goToSettings')}
      </Link>
    </Stack>
  );
}
