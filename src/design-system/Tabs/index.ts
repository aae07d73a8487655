export { Tabs } from './Tabs.tsx';
export { TABS_VARIANTS, type TabItem, type TabsProps, type TabsVariant } from './Tabs.types.ts';
