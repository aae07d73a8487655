import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '@/api/user.ts';
import { SignUpFrame, UserInfosForm } from '@/features/signup/index.ts';

export default function UserInfosScreen() {
  const { t } = useTranslation();
  const user = useSignedInUser();

  return (
    <SignUpFrame
      step="userInfos"
      title={t('signup.userInfos.title')}
      subtitle={t('signup.userInfos.subtitle')}
    >
      <UserInfosForm user={user} />
    </SignUpFrame>
  );
}
