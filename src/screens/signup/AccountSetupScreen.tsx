import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '@/api/user.ts';
import { AccountSetupForm, SignUpFrame } from '@/features/signup/index.ts';

export default function AccountSetupScreen() {
  const { t } = useTranslation();
  const user = useSignedInUser();

  return (
    <SignUpFrame
      step="accountSetup"
      title={t('signup.accountSetup.title')}
      subtitle={t('signup.accountSetup.subtitle')}
    >
      <AccountSetupForm user={user} />
    </SignUpFrame>
  );
}
