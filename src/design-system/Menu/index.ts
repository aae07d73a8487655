export { Menu, MenuHeader, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu.tsx';
export {
  MENU_ITEM_TONES,
  type MenuHeaderProps,
  type MenuItemProps,
  type MenuItemTone,
  type MenuProps,
  type MenuSectionProps,
  type MenuSeparatorProps,
  type MenuTriggerProps,
} from './Menu.types.ts';
