export { Drawer } from './Drawer.tsx';
export {
  DRAWER_PLACEMENTS,
  DRAWER_WIDTHS,
  type DrawerPlacement,
  type DrawerProps,
  type DrawerWidth,
} from './Drawer.types.ts';
