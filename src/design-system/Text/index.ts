export { Text } from './Text.tsx';
export {
  TEXT_ALIGNS,
  TEXT_ELEMENTS,
  TEXT_SIZES,
  TEXT_TONES,
  TEXT_WEIGHTS,
  type TextAlign,
  type TextElement,
  type TextProps,
  type TextSize,
  type TextTone,
  type TextWeight,
} from './Text.types.ts';
