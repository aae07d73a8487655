import { useTranslation } from 'react-i18next';
import { ConnectProfilesPanel, SignUpFrame } from '@/features/signup/index.ts';
import { NetworkChooser } from '@/features/social-profiles/index.ts';
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
