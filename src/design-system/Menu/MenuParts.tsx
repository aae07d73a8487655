import { forwardRef, useId } from 'react';
import { useTheme } from 'styled-components';
import { useFocusBackOnClose, type LazyMenuTrigger } from '../lazy/index.ts';
import { MenuTriggerContexts } from '../lazy/TriggerContexts.tsx';
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

/** The popover a `MenuTrigger` opens, with the theme's layer above React Aria's inline z-index. */
export function MenuPopover({
  placement,
  children,
  trigger,
}: Pick<MenuTriggerProps, 'placement' | 'children'> & { trigger: LazyMenuTrigger }) {
  const theme = useTheme();

  return (
    <MenuTriggerContexts trigger={trigger}>
      <StyledPopover placement={placement} style={{ zIndex: theme.zIndex.popover }}>
        {children}
        <FocusBackOnClose trigger={trigger} />
      </StyledPopover>
    </MenuTriggerContexts>
  );
}

/** Inside the open popover: when it goes, focus left on the body returns to the trigger. */
function FocusBackOnClose({ trigger }: { trigger: LazyMenuTrigger }) {
  useFocusBackOnClose(trigger.triggerRef);

  return null;
}

/** The loaded part of `Menu` (see Menu.tsx): its `MenuHeader`s come apart from its items. */
export const MenuList = forwardRef<
  HTMLDivElement,
  MenuProps & { headers: React.ReactNode[]; items: React.ReactNode[] }
>(function MenuList(
  { 'aria-label': ariaLabel, onAction, headers, items, children: _children, ...rest },
  ref,
) {
  const labelId = useId();
  const headerId = useId();

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

export function MenuItemContent({
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

export function MenuSectionContent({ title, children, ...rest }: MenuSectionProps) {
  return (
    <StyledMenuSection {...rest}>
      {title && <SectionTitle>{title}</SectionTitle>}
      {children}
    </StyledMenuSection>
  );
}

export function MenuSeparatorContent(props: MenuSeparatorProps) {
  return <StyledSeparator {...props} />;
}

export function MenuHeaderContent({ children, ...rest }: MenuHeaderProps) {
  return <StyledMenuHeader {...rest}>{children}</StyledMenuHeader>;
}
