export { DocumentTitleSuffix, PageHeader } from './PageHeader.tsx';
export type { PageHeaderProps } from './PageHeader.types.ts';
