export { RadioGroup } from './RadioGroup.tsx';
export {
  RADIO_GROUP_ORIENTATIONS,
  RADIO_GROUP_VARIANTS,
  type RadioGroupOrientation,
  type RadioGroupProps,
  type RadioGroupVariant,
  type RadioOption,
} from './RadioGroup.types.ts';
