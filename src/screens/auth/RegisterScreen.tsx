import { useTranslation } from 'react-i18next';
import { Link } from '@/design-system/Link';
import { Text } from '@/design-system/Text';
import { AuthFrame, RegisterForm } from '@/features/auth/index.ts';

export default function RegisterScreen() {
  const { t } = useTranslation();

  return (
    <AuthFrame
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <Text align="center">
          {t('auth.register.haveAccount')} <Link href="/signin">{t('auth.register.signIn')}</Link>
        </Text>
      }
    >
      <RegisterForm />
    </AuthFrame>
  );
}
