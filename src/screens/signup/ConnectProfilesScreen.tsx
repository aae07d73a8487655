import { useTranslation } from 'react-i18next';
import { ConnectProfilesPanel } from '@/features/signup/ConnectProfilesPanel.tsx';
import { SignUpFrame } from '@/features/signup/SignUpFrame.tsx';
import { NetworkChooser } from '@/features/social-profiles/NetworkChooser.tsx';
import { SIGN_UP_SCREENS } from '@statecharts/sign-up/sign-up.machine.ts';

export default function ConnectProfilesScreen() {
  const { t } = useTranslation();

  return (
    <SignUpFrame
      step="connectSocialProfiles"
      title={t('connect.signupTitle')}
      subtitle={t('connect.signupSubtitle')}
    >
      <ConnectProfilesPanel>
        <NetworkChooser returnTo={SIGN_UP_SCREENS.connectSocialProfiles} headingLevel={2} />
      </ConnectProfilesPanel>
    </SignUpFrame>
  );
}
