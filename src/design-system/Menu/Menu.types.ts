import type {
  MenuItemProps as AriaMenuItemProps,
  MenuProps as AriaMenuProps,
  MenuTriggerProps as AriaMenuTriggerProps,
  Placement,
} from 'react-aria-components';

export const MENU_ITEM_TONES = ['default', 'critical'] as const;
export type MenuItemTone = (typeof MENU_ITEM_TONES)[number];

export type MenuTriggerProps = Omit<AriaMenuTriggerProps, 'children' | 'trigger'> & {
  /** The element that opens the menu: a `Button`, an `IconButton` or any React Aria button. */
  trigger: React.ReactElement;
  /** The `Menu`. */
  children: React.ReactNode;
  /** Where the menu opens relative to the trigger; it flips when there is no room. @default 'bottom start' */
  placement?: Placement;
};

export type MenuProps = Omit<
  AriaMenuProps<object>,
  'children' | 'onAction' | 'className' | 'style' | 'aria-label' | 'items' | 'dependencies'
> & {
  /** Names the menu, e.g. "Account". */
  'aria-label': string;
  /** Called with the `id` of the item the user chose (items with `href` navigate as well). */
  onAction?: (key: string) => void;
  /** `MenuHeader` (first), `MenuItem`, `MenuSection` and `MenuSeparator` elements. */
  children: React.ReactNode;
  className?: string;
};

export type MenuItemProps = Omit<
  AriaMenuItemProps<object>,
  'children' | 'id' | 'className' | 'style' | 'href'
> & {
  /** Stable key, passed to the Menu's `onAction`. */
  id: string;
  /** The item's label. */
  children: React.ReactNode;
  /** An icon before the label (decorative). */
  icon?: React.ReactNode;
  /** A second line under the label, read together with it as the item's name. */
  description?: React.ReactNode;
  /** Makes the item a link that navigates (client-side through the app's RouterProvider). */
  href?: string;
  /** `critical` for destructive items such as "Delete" or "Sign out of all devices". @default 'default' */
  tone?: MenuItemTone;
  className?: string;
};

export type MenuSectionProps = {
  /** A small heading over the group; it also names the group. */
  title?: string;
  /** The section's `MenuItem`s. */
  children: React.ReactNode;
  /** Names the group when it has no visible title. */
  'aria-label'?: string;
  className?: string;
};

export type MenuSeparatorProps = { className?: string };

export type MenuHeaderProps = React.ComponentPropsWithoutRef<'div'> & {
  /** Non-interactive content shown above the items, e.g. the signed-in user's name and e-mail (compose it
   * with text components; the block only gives padding, a divider and the primary text colour). */
  children: React.ReactNode;
};
