import { useTranslation } from 'react-i18next';
import { ConnectProfilesPanel } from '@/features/signup/ConnectProfilesPanel.tsx';
import { SignUpFrame } from '@/features/signup/SignUpFrame.tsx';

export default function ConnectProfilesScreen() {
  const { t } = useTranslation();

  return (
    <SignUpFrame
      step="connectSocialProfiles"
      title={t('signup.connect.title')}
      subtitle={t('signup.connect.subtitle')}
    >
      <ConnectProfilesPanel />
    </SignUpFrame>
  );
}
