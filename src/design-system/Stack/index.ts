export { Stack } from './Stack.tsx';
export {
  STACK_ALIGNS,
  STACK_DIRECTIONS,
  STACK_JUSTIFIES,
  type StackAlign,
  type StackDirection,
  type StackJustify,
  type StackProps,
} from './Stack.types.ts';
