import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/api/user.ts';
import { EmailVerificationPanel } from '@/features/signup/EmailVerificationPanel.tsx';
import { SignUpFrame } from '@/features/signup/SignUpFrame.tsx';

export default function EmailVerificationScreen() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();

  return (
    <SignUpFrame step={user ? 'emailVerification' : null} title={t('signup.emailVerification.title')}>
      <EmailVerificationPanel />
    </SignUpFrame>
  );
}
