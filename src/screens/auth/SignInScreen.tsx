import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Banner } from '@/design-system/Banner';
import { Link } from '@/design-system/Link';
import { Text } from '@/design-system/Text';
import { AuthFrame, SignInForm } from '@/features/auth/index.ts';

const NOTICES = {
  'signed-out': 'auth.signIn.signedOut',
  'password-changed': 'auth.signIn.passwordChanged',
  'session-ended': 'auth.signIn.sessionEnded',
} as const;

export default function SignInScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const notice = NOTICES[params.get('notice') as keyof typeof NOTICES];

  return (
    <AuthFrame
      title={t('auth.signIn.title')}
      subtitle={t('auth.signIn.subtitle')}
      footer={
        <Text align="center">
          {t('auth.signIn.noAccount')} <Link href="/create/account">{t('auth.signIn.createAccount')}</Link>
        </Text>
      }
    >
      {notice && <Banner tone={notice === NOTICES['signed-out'] ? 'info' : 'success'}>{t(notice)}</Banner>}
      <SignInForm initialEmail={params.get('email') ?? ''} />
    </AuthFrame>
  );
}
