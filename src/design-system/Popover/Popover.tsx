import { Suspense, useContext } from 'react';
import { DialogTrigger, OverlayTriggerStateContext, type DialogTriggerProps } from 'react-aria-components';
import { IntentBoundary, lazyPart, useHasOpened } from '../lazy/index.ts';
import type { PopoverProps } from './Popover.types.ts';

const content = lazyPart(() => import('./PopoverContent.tsx'));

const LoadedPopover = content.lazy((module) => module.PopoverContent);

/**
 * Non-modal extra information or a small form anchored to a button: "where this number comes from", a filter.
 * Put it in a `PopoverTrigger` after its trigger (any pressable: Button, IconButton), or give it `triggerRef`
 * and `isOpen`. Opens on press, closes on Escape or a click outside and returns focus to the trigger; its content
 * is a dialog named by `title`. Its code loads when it first opens (or when the trigger is hovered or focused).
 */
export function Popover(props: PopoverProps) {
  const state = useContext(OverlayTriggerStateContext);
  const hasOpened = useHasOpened(props.isOpen ?? state?.isOpen ?? false);
  if (!hasOpened) return null;

  return (
    <Suspense fallback={null}>
      <LoadedPopover {...props} />
    </Suspense>
  );
}

/** Opens the `Popover` that follows its trigger; starts loading the popover's code on hover or focus. */
export function PopoverTrigger({ children, ...rest }: DialogTriggerProps) {
  return (
    <DialogTrigger {...rest}>
      <IntentBoundary onIntent={content.preload}>{children}</IntentBoundary>
    </DialogTrigger>
  );
}
