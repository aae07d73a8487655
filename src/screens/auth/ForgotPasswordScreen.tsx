import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Link } from '@/design-system/Link';
import { Text } from '@/design-system/Text';
import { AuthFrame, ForgotPasswordForm } from '@/features/auth/index.ts';

export default function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();

  return (
    <AuthFrame
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      hasPitch={false}
      footer={
        <Text align="center">
          <Link href="/signin">{t('auth.forgot.backToSignIn')}</Link>
        </Text>
      }
    >
      <ForgotPasswordForm initialEmail={params.get('email') ?? ''} />
    </AuthFrame>
  );
}
