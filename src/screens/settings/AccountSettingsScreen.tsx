import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '@/api/user.ts';
import {
  MarketingPreference,
  ProfileForm,
  SettingsPage,
  SettingsSection,
} from '@/features/settings/index.ts';

export default function AccountSettingsScreen() {
  const { t } = useTranslation();
  const user = useSignedInUser();

  return (
    <SettingsPage title={t('settings.account.title')} subtitle={t('settings.account.subtitle')}>
      <SettingsSection
        title={t('settings.account.profile.title')}
        description={t('settings.account.profile.description')}
      >
        <ProfileForm user={user} />
      </SettingsSection>
      <SettingsSection
        title={t('settings.account.emails.title')}
        description={t('settings.account.emails.description')}
      >
        <MarketingPreference user={user} />
      </SettingsSection>
    </SettingsPage>
  );
}
