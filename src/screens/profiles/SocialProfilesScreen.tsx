import { ProfileList } from '@/features/social-profiles/ProfileList.tsx';

export default function SocialProfilesScreen() {
  return <ProfileList />;
}
