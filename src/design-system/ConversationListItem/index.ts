export { ConversationList, ConversationListItem } from './ConversationListItem.tsx';
export type { ConversationListItemProps, ConversationListProps } from './ConversationListItem.types.ts';
