import { GroupsManager } from '@/features/social-profiles/GroupsManager.tsx';

export default function GroupsScreen() {
  return <GroupsManager />;
}
