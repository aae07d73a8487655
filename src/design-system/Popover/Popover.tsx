import { createContext, Suspense, useContext } from 'react';
import {
  IntentBoundary,
  lazyPart,
  useHasOpened,
  useLazyDialogTrigger,
  TriggerResponder,
  type LazyDialogTrigger,
  type OverlayOpenProps,
} from '../lazy/index.ts';
import type { PopoverProps } from './Popover.types.ts';

// React Aria's popover, dialog, positioning and focus code: loaded when a popover first opens (or its trigger is
// hovered or focused), not with the page (ADR 0015).
const content = lazyPart(() => import('./PopoverContent.tsx'));
const LoadedPopover = content.lazy((module) => module.PopoverContent);

const TriggerContext = createContext<LazyDialogTrigger | null>(null);

/**
 * Non-modal extra information or a small form anchored to a button: "where this number comes from", a filter.
 * Put it in a `PopoverTrigger` after its trigger (any pressable: Button, IconButton), or give it `triggerRef`
 * and `isOpen`. Opens on press, closes on Escape or a click outside and returns focus to the trigger; its content
 * is a dialog named by `title`.
 */
export function Popover(props: PopoverProps) {
  const trigger = useContext(TriggerContext);
  const hasOpened = useHasOpened(props.isOpen ?? trigger?.state.isOpen ?? false);
  if (!hasOpened) return null;

  return (
    <Suspense fallback={null}>
      <LoadedPopover {...props} trigger={trigger} />
    </Suspense>
  );
}

export type PopoverTriggerProps = OverlayOpenProps & {
  /** The trigger (a Button or IconButton), then the `Popover`. */
  children: React.ReactNode;
};

/** Opens the `Popover` that follows its trigger (React Aria's dialog trigger behaviour). */
export function PopoverTrigger({ children, ...openProps }: PopoverTriggerProps) {
  const { overlay, triggerProps } = useLazyDialogTrigger(openProps);

  return (
    <TriggerContext.Provider value={overlay}>
      <TriggerResponder props={triggerProps} triggerRef={overlay.triggerRef} state={overlay.state}>
        <IntentBoundary onIntent={content.preload}>{children}</IntentBoundary>
      </TriggerResponder>
    </TriggerContext.Provider>
  );
}
