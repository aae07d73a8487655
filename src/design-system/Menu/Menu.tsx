import { Children, forwardRef, isValidElement, Suspense } from 'react';
import {
  IntentBoundary,
  lazyPart,
  useHasOpened,
  useLazyMenuTrigger,
  TriggerResponder,
} from '../lazy/index.ts';
import type {
  MenuHeaderProps,
  MenuItemProps,
  MenuProps,
  MenuSectionProps,
  MenuSeparatorProps,
  MenuTriggerProps,
} from './Menu.types.ts';

// The menu's list, items and popover: React Aria's collections, selection and overlay code, loaded when a menu
// first opens (or its trigger is hovered or focused), not with the page (ADR 0015).
const parts = lazyPart(() => import('./MenuParts.tsx'));

const LoadedPopover = parts.lazy((module) => module.MenuPopover);
// The menu's pieces render inside the loaded popover, where the module is at hand; a menu shown on its own
// (without a trigger) waits for it.
const LazyList = parts.lazy((module) => module.MenuList);
const LazyItem = parts.lazy((module) => module.MenuItemContent);
const LazySection = parts.lazy((module) => module.MenuSectionContent);
const LazySeparator = parts.lazy((module) => module.MenuSeparatorContent);
const LazyHeader = parts.lazy((module) => module.MenuHeaderContent);

/**
 * Opens a `Menu` from a button: account menus, "more actions" buttons, row actions. Keyboard, focus return,
 * dismissal and positioning come from React Aria.
 */
export function MenuTrigger({
  trigger,
  children,
  placement = 'bottom start',
  isOpen,
  defaultOpen,
  onOpenChange,
}: MenuTriggerProps) {
  const { overlay, triggerProps } = useLazyMenuTrigger({ isOpen, defaultOpen, onOpenChange });
  const hasOpened = useHasOpened(overlay.state.isOpen);

  return (
    <>
      <TriggerResponder props={triggerProps} triggerRef={overlay.triggerRef} state={overlay.state}>
        <IntentBoundary onIntent={parts.preload}>{trigger}</IntentBoundary>
      </TriggerResponder>
      {hasOpened && (
        <Suspense fallback={null}>
          <LoadedPopover placement={placement} trigger={overlay}>
            {children}
          </LoadedPopover>
        </Suspense>
      )}
    </>
  );
}

/**
 * A list of actions or links in a popover, used inside `MenuTrigger`. For choosing a value use a select;
 * for page navigation use `SidebarNav` or links.
 */
export const Menu = forwardRef<HTMLDivElement, MenuProps>(function Menu({ children, ...rest }, ref) {
  const MenuList = parts.loaded?.MenuList ?? LazyList;
  // A MenuHeader is not a collection item, so it is lifted out of the menu and rendered above it.
  const all = Children.toArray(children);
  const isHeader = (child: React.ReactNode) => isValidElement(child) && child.type === MenuHeader;

  return (
    <MenuList
      {...rest}
      ref={ref}
      headers={all.filter(isHeader)}
      items={all.filter((child) => !isHeader(child))}
    >
      {children}
    </MenuList>
  );
});

/** One choice in a `Menu`: an action (reported to `onAction`) or, with `href`, a link. */
export function MenuItem(props: MenuItemProps) {
  const MenuItemContent = parts.loaded?.MenuItemContent ?? LazyItem;

  return <MenuItemContent {...props} />;
}

/** A titled group of items in a `Menu`. */
export function MenuSection(props: MenuSectionProps) {
  const MenuSectionContent = parts.loaded?.MenuSectionContent ?? LazySection;

  return <MenuSectionContent {...props} />;
}

/** A line between groups of items in a `Menu`. */
export function MenuSeparator(props: MenuSeparatorProps) {
  const MenuSeparatorContent = parts.loaded?.MenuSeparatorContent ?? LazySeparator;

  return <MenuSeparatorContent {...props} />;
}

/** Non-interactive content at the top of a `Menu`, e.g. who is signed in. Put it first among the children. */
export function MenuHeader(props: MenuHeaderProps) {
  const MenuHeaderContent = parts.loaded?.MenuHeaderContent ?? LazyHeader;

  return <MenuHeaderContent {...props} />;
}
