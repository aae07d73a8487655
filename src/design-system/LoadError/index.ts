export { LoadError } from './LoadError.tsx';
export { LOAD_ERROR_VARIANTS, type LoadErrorProps, type LoadErrorVariant } from './LoadError.types.ts';
