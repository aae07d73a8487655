export { Link } from './Link.tsx';
export { LINK_VARIANTS, type LinkProps, type LinkVariant } from './Link.types.ts';
