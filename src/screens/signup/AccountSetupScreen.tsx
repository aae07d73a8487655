import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '@/api/user.ts';
import { AccountSetupForm } from '@/features/signup/AccountSetupForm.tsx';
import { SignUpFrame } from '@/features/signup/SignUpFrame.tsx';

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
