import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '@/api/user.ts';
import { SettingsPage, SettingsSection, ThemePreference } from '@/features/settings/index.ts';

export default function ThemesSettingsScreen() {
  const { t } = useTranslation();
  const user = useSignedInUser();

  return (
    <SettingsPage title={t('settings.themes.title')} subtitle={t('settings.themes.subtitle')}>
      <SettingsSection
        title={t('settings.themes.theme.title')}
        description={t('settings.themes.theme.description')}
      >
        <ThemePreference user={user} />
      </SettingsSection>
    </SettingsPage>
  );
}
