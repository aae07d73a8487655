export { Pagination } from './Pagination.tsx';
export type { PaginationItem, PaginationProps } from './Pagination.types.ts';
export { paginationItems } from './Pagination.utils.ts';
