import { NoActiveProfiles } from '@/features/social-profiles/index.ts';

export default function NoActiveProfilesScreen() {
  return <NoActiveProfiles />;
}
