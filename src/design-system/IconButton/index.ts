export { IconButton } from './IconButton.tsx';
export {
  ICON_BUTTON_SIZES,
  ICON_BUTTON_VARIANTS,
  type IconButtonProps,
  type IconButtonSize,
  type IconButtonVariant,
} from './IconButton.types.ts';
