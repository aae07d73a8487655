import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '@/api/user.ts';
import { Card, CardHeader } from '@/design-system/Card';
import { Heading } from '@/design-system/Heading';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { MarketingPreference } from '@/features/settings/MarketingPreference.tsx';
import { ProfileForm } from '@/features/settings/ProfileForm.tsx';

export default function AccountSettingsScreen() {
  const { t } = useTranslation();
  const user = useSignedInUser();

  return (
    <Stack gap={800}>
      <title>{`${t('settings.account.title')} · ${t('product.name')}`}</title>
      <Stack gap={200}>
        <Heading level={1}>{t('settings.account.title')}</Heading>
        <Text tone="secondary">{t('settings.account.subtitle')}</Text>
      </Stack>
      <Card aria-labelledby="profile-title">
        <Stack gap={600}>
          <CardHeader
            id="profile-title"
            title={t('settings.account.profile.title')}
            description={t('settings.account.profile.description')}
          />
          <ProfileForm user={user} />
        </Stack>
      </Card>
      <Card aria-labelledby="emails-title">
        <Stack gap={600}>
          <CardHeader
            id="emails-title"
            title={t('settings.account.emails.title')}
            description={t('settings.account.emails.description')}
          />
          <MarketingPreference user={user} />
        </Stack>
      </Card>
    </Stack>
  );
}
