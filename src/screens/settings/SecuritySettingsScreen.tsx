import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '@/api/user.ts';
import { PasswordForm, SessionsList, SettingsPage, SettingsSection } from '@/features/settings/index.ts';

export default function SecuritySettingsScreen() {
  const { t } = useTranslation();
  const user = useSignedInUser();

  return (
    <SettingsPage title={t('settings.security.title')} subtitle={t('settings.security.subtitle')}>
      <SettingsSection
        title={t('settings.security.password.title')}
        description={t('settings.security.password.description')}
      >
        <PasswordForm />
      </SettingsSection>
      <SettingsSection
        title={t('settings.security.sessions.title')}
        description={t('settings.security.sessions.description')}
      >
        <SessionsList timeZone={user.time_zone} />
      </SettingsSection>
    </SettingsPage>
  );
}
