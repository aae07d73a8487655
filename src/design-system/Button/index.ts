export { Button } from './Button.tsx';
export {
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './Button.types.ts';
