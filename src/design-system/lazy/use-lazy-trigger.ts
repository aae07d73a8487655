import { useId, type ForwardedRef, type RefObject } from 'react';
import { useMenuTrigger, useObjectRef, useOverlayTrigger } from 'react-aria';
import { useMenuTriggerState, type RootMenuTriggerState } from 'react-stately';

export type OverlayOpenProps = {
  isOpen?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((isOpen: boolean) => void) | undefined;
};

/** What a lazily loaded overlay needs from its trigger to behave as under React Aria's own trigger. */
export type LazyDialogTrigger = {
  kind: 'dialog';
  state: RootMenuTriggerState;
  triggerRef: RefObject<HTMLElement | null>;
  overlayProps: { id?: string | undefined; 'aria-labelledby'?: string | undefined };
};

export type LazyMenuTrigger = {
  kind: 'menu';
  state: RootMenuTriggerState;
  triggerRef: RefObject<HTMLElement | null>;
  menuProps: Record<string, unknown>;
};

type TriggerProps = Record<string, unknown>;

/**
 * React Aria's `DialogTrigger` without its overlay code: the open state and the trigger's ARIA props, for a
 * trigger rendered now and a popover or dialog loaded later (`DialogTriggerContexts` gives it the rest).
 */
export function useLazyDialogTrigger<Element extends HTMLElement = HTMLElement>(
  props: OverlayOpenProps,
  ref?: ForwardedRef<Element>,
) {
  const state = useMenuTriggerState(props);
  // The trigger's own ref (a component's forwarded ref) is the one the popover is placed against.
  const triggerRef = useObjectRef<Element>(ref ?? null);
  const { triggerProps, overlayProps } = useOverlayTrigger({ type: 'dialog' }, state, triggerRef);
  // As React Aria does: the dialog is named by its trigger unless it has a title of its own.
  const triggerId = useId();
  const overlay: LazyDialogTrigger = {
    kind: 'dialog',
    state,
    triggerRef: triggerRef as RefObject<HTMLElement | null>,
    overlayProps: { ...overlayProps, 'aria-labelledby': triggerId },
  };

  return { overlay, triggerRef, triggerProps: { ...triggerProps, id: triggerId } as TriggerProps };
}

/**
 * React Aria's `MenuTrigger` without the menu's code: see `useLazyDialogTrigger`. With `type: 'listbox'` it is a
 * select's trigger (the selectors' `useListTrigger`), whose list opens on the chosen option.
 */
export function useLazyMenuTrigger<Element extends HTMLElement = HTMLElement>(
  props: OverlayOpenProps & {
    trigger?: 'press' | 'longPress';
    type?: 'menu' | 'listbox';
    isDisabled?: boolean;
  },
  ref?: ForwardedRef<Element>,
) {
  const state = useMenuTriggerState(props);
  const triggerRef = useObjectRef<Element>(ref ?? null);
  const { menuTriggerProps, menuProps } = useMenuTrigger(
    { type: props.type ?? 'menu', trigger: props.trigger, isDisabled: props.isDisabled },
    state,
    triggerRef,
  );
  const overlay: LazyMenuTrigger = {
    kind: 'menu',
    state,
    triggerRef: triggerRef as RefObject<HTMLElement | null>,
    menuProps: menuProps as Record<string, unknown>,
  };

  return { overlay, triggerRef, triggerProps: menuTriggerProps as TriggerProps };
}
