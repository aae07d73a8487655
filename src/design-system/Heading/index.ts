export { Heading } from './Heading.tsx';
export {
  HEADING_LEVELS,
  HEADING_SIZES,
  type HeadingLevel,
  type HeadingProps,
  type HeadingSize,
} from './Heading.types.ts';
