export { Spinner } from './Spinner.tsx';
export { SPINNER_SIZES, type SpinnerProps, type SpinnerSize } from './Spinner.types.ts';
