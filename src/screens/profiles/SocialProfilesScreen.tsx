import { ProfileList } from '@/features/social-profiles/index.ts';

export default function SocialProfilesScreen() {
  return <ProfileList />;
}
