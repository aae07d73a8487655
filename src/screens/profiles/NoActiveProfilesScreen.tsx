import { NoActiveProfiles } from '@/features/social-profiles/NoActiveProfiles.tsx';

export default function NoActiveProfilesScreen() {
  return <NoActiveProfiles />;
}
