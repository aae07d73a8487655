import { useTranslation } from 'react-i18next';
import { Link } from '@/design-system/Link';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';

/**
 * The sign-up step that connects social profiles: the network chooser (given by the screen, which composes the
 * social-profiles feature), what happens next, and a way to the settings meanwhile.
 */
export function ConnectProfilesPanel({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();

  return (
    <Stack gap={600}>
      {children}
      <Text size="sm" tone="secondary">
        {t('connect.signupNext')}
      </Text>
      <Link href="/settings/account" variant="standalone">
        {t('signup.connect.goToSettings')}
      </Link>
    </Stack>
  );
}
