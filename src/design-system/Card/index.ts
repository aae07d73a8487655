export { Card, CardHeader } from './Card.tsx';
export {
  CARD_ELEMENTS,
  CARD_PADDINGS,
  type CardElement,
  type CardHeaderProps,
  type CardPadding,
  type CardProps,
} from './Card.types.ts';
