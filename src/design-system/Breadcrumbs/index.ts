export { Breadcrumbs } from './Breadcrumbs.tsx';
export type { BreadcrumbItem, BreadcrumbsProps } from './Breadcrumbs.types.ts';
