export { Table } from './Table.tsx';
export {
  TABLE_ALIGNS,
  type SortDescriptor,
  type SortDirection,
  type TableAlign,
  type TableColumn,
  type TableProps,
  type TableRow,
} from './Table.types.ts';
export { sortRows, type SortValue } from './Table.utils.ts';
