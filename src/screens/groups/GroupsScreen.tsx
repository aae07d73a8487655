import { GroupsManager } from '@/features/social-profiles/index.ts';

export default function GroupsScreen() {
  return <GroupsManager />;
}
