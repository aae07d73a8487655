import { useRef } from 'react';
import {
  DialogContext,
  MenuContext,
  OverlayTriggerStateContext,
  PopoverContext,
  Provider,
  RootMenuTriggerStateContext,
} from 'react-aria-components';
import type { LazyDialogTrigger, LazyMenuTrigger } from './use-lazy-trigger.ts';

/**
 * Inside a lazily loaded overlay: the contexts React Aria's `DialogTrigger` gives its popover and dialog, from a
 * trigger rendered with `useLazyDialogTrigger`. Imported only by loaded parts (it brings React Aria's overlays).
 */
export function DialogTriggerContexts({
  trigger,
  children,
}: {
  trigger: LazyDialogTrigger;
  children: React.ReactNode;
}) {
  return (
    <Provider
      values={[
        [OverlayTriggerStateContext, trigger.state],
        [RootMenuTriggerStateContext, trigger.state],
        [DialogContext, trigger.overlayProps],
        [
          PopoverContext,
          {
            trigger: 'DialogTrigger',
            triggerRef: trigger.triggerRef,
            id: trigger.overlayProps.id,
            'aria-labelledby': trigger.overlayProps['aria-labelledby'],
          },
        ],
      ]}
    >
      {children}
    </Provider>
  );
}

/** The contexts React Aria's `MenuTrigger` gives its popover and menu: see `DialogTriggerContexts`. */
export function MenuTriggerContexts({
  trigger,
  children,
}: {
  trigger: LazyMenuTrigger;
  children: React.ReactNode;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);

  return (
    <Provider
      values={[
        [MenuContext, { ...trigger.menuProps, ref: scrollRef }],
        [OverlayTriggerStateContext, trigger.state],
        [RootMenuTriggerStateContext, trigger.state],
        [
          PopoverContext,
          {
            trigger: 'MenuTrigger',
            triggerRef: trigger.triggerRef,
            scrollRef,
            placement: 'bottom start',
            'aria-labelledby': trigger.menuProps['aria-labelledby'] as string | undefined,
          },
        ],
      ]}
    >
      {children}
    </Provider>
  );
}
