import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/api/user.ts';
import { EmailVerificationPanel, SignUpFrame } from '@/features/signup/index.ts';

export default function EmailVerificationScreen() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();

  return (
    <SignUpFrame step={user ? 'emailVerification' : null} title={t('signup.emailVerification.title')}>
      <EmailVerificationPanel />
    </SignUpFrame>
  );
}
