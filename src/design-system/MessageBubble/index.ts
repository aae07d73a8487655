export { MessageBubble } from './MessageBubble.tsx';
export {
  DELIVERY_STATES,
  type DeliveryState,
  type MessageAttachment,
  type MessageBubbleProps,
} from './MessageBubble.types.ts';
