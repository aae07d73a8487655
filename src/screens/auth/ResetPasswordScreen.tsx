import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Link } from '@/design-system/Link';
import { Text } from '@/design-system/Text';
import { AuthFrame, ResetPasswordForm } from '@/features/auth/index.ts';

export default function ResetPasswordScreen() {
  const { t } = useTranslation();
  const { token = '' } = useParams();

  return (
    <AuthFrame
      title={t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle')}
      hasPitch={false}
      footer={
        <Text align="center">
          <Link href="/signin">{t('auth.forgot.backToSignIn')}</Link>
        </Text>
      }
    >
      <ResetPasswordForm token={token} />
    </AuthFrame>
  );
}
