import { Children, forwardRef, isValidElement, useId } from 'react';
import { MenuTrigger as AriaMenuTrigger } from 'react-aria-components';
import { useTheme } from 'styled-components';
import {
  HeaderSlot,
  ItemDescription,
  ItemIcon,
  ItemLabel,
  ItemText,
  SectionTitle,
  StyledMenu,
  StyledMenuHeader,
  StyledMenuItem,
  StyledMenuSection,
  StyledPopover,
  StyledSeparator,
} from './Menu.styles.ts';
import type {
  MenuHeaderProps,
  MenuItemProps,
  MenuProps,
  MenuSectionProps,
  MenuSeparatorProps,
  MenuTriggerProps,
} from './Menu.types.ts';

/**
 * Opens a `Menu` from a button: account menus, "more actions" buttons, row actions. Keyboard, focus return,
 * dismissal and positioning come from React Aria.
 */
export function MenuTrigger({ trigger, children, placement = 'bottom start', ...rest }: MenuTriggerProps) {
  const theme = useTheme();

  return (
    <AriaMenuTrigger {...rest}>
      {trigger}
      {/* React Aria positions the popover with an inline z-index of 100000; the theme's layer wins instead. */}
      <StyledPopover placement={placement} style={{ zIndex: theme.zIndex.popover }}>
        {children}
      </StyledPopover>
    </AriaMenuTrigger>
  );
}

/**
 * A list of actions or links in a popover, used inside `MenuTrigger`. For choosing a value use a select;
 * for page navigation use `SidebarNav` or links.
 */
export const Menu = forwardRef<HTMLDivElement, MenuProps>(function Menu(
  { 'aria-label': ariaLabel, onAction, children, ...rest },
  ref,
) {
  const labelId = useId();
  const headerId = useId();
  // A MenuHeader is not a collection item, so it is lifted out of the menu and rendered above it.
  const all = Children.toArray(children);
  const headers = all.filter((child) => isValidElement(child) && child.type === MenuHeader);
  const items = all.filter((child) => !(isValidElement(child) && child.type === MenuHeader));

  return (
    <>
      {/* MenuTrigger labels the menu by its trigger; `aria-label` is the name asked for, so it wins. */}
      <span id={labelId} hidden>
        {ariaLabel}
      </span>
      {headers.length > 0 && <HeaderSlot id={headerId}>{headers}</HeaderSlot>}
      <StyledMenu
        aria-describedby={headers.length > 0 ? headerId : undefined}
        {...rest}
        aria-labelledby={labelId}
        ref={ref}
        onAction={onAction ? (key) => onAction(String(key)) : undefined}
      >
        {items}
      </StyledMenu>
    </>
  );
});

/** One choice in a `Menu`: an action (reported to `onAction`) or, with `href`, a link. */
export function MenuItem({
  id,
  children,
  icon,
  description,
  href,
  tone = 'default',
  textValue,
  ...rest
}: MenuItemProps) {
  return (
    <StyledMenuItem
      {...rest}
      id={id}
      href={href}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      data-tone={tone}
    >
      {icon && <ItemIcon>{icon}</ItemIcon>}
      <ItemText>
        <ItemLabel>{children}</ItemLabel>
        {description && <ItemDescription>{description}</ItemDescription>}
      </ItemText>
    </StyledMenuItem>
  );
}

/** A titled group of items in a `Menu`. */
export function MenuSection({ title, children, ...rest }: MenuSectionProps) {
  return (
    <StyledMenuSection {...rest}>
      {title && <SectionTitle>{title}</SectionTitle>}
      {children}
    </StyledMenuSection>
  );
}

/** A line between groups of items in a `Menu`. */
export function MenuSeparator(props: MenuSeparatorProps) {
  return <StyledSeparator {...props} />;
}

/** Non-interactive content at the top of a `Menu`, e.g. who is signed in. Put it first among the children. */
export function MenuHeader({ children, ...rest }: MenuHeaderProps) {
  return <StyledMenuHeader {...rest}>{children}</StyledMenuHeader>;
}
