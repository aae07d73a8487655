export { SidebarNav } from './SidebarNav.tsx';
export type { SidebarNavItem, SidebarNavProps, SidebarNavSection } from './SidebarNav.types.ts';
