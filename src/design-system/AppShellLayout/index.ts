export { AppShellLayout } from './AppShellLayout.tsx';
export type { AppShellLayoutProps } from './AppShellLayout.types.ts';
