import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '@/api/user.ts';
import { SignUpFrame } from '@/features/signup/SignUpFrame.tsx';
import { UserInfosForm } from '@/features/signup/UserInfosForm.tsx';

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
