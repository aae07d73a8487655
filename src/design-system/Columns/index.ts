export { Columns } from './Columns.tsx';
export type { ColumnsProps } from './Columns.types.ts';
