export { Divider } from './Divider.tsx';
export { DIVIDER_ORIENTATIONS, type DividerOrientation, type DividerProps } from './Divider.types.ts';
