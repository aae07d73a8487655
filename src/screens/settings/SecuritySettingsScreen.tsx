import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '@/api/user.ts';
import { Card, CardHeader } from '@/design-system/Card';
import { Heading } from '@/design-system/Heading';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { PasswordForm } from '@/features/settings/PasswordForm.tsx';
import { SessionsList } from '@/features/settings/SessionsList.tsx';

export default function SecuritySettingsScreen() {
  const { t } = useTranslation();
  const user = useSignedInUser();

  return (
    <Stack gap={800}>
      <title>{`${t('settings.security.title')} · ${t('product.name')}`}</title>
      <Stack gap={200}>
        <Heading level={1}>{t('settings.security.title')}</Heading>
        <Text tone="secondary">{t('settings.security.subtitle')}</Text>
      </Stack>
      <Card aria-labelledby="password-title">
        <Stack gap={600}>
          <CardHeader
            id="password-title"
            title={t('settings.security.password.title')}
            description={t('settings.security.password.description')}
          />
          <PasswordForm />
        </Stack>
      </Card>
      <Card aria-labelledby="sessions-title">
        <Stack gap={600}>
          <CardHeader
            id="sessions-title"
            title={t('settings.security.sessions.title')}
            description={t('settings.security.sessions.description')}
          />
          <SessionsList timeZone={user.time_zone} />
        </Stack>
      </Card>
    </Stack>
  );
}
