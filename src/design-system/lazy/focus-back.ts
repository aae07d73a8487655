import { useEffect, type RefObject } from 'react';
import { isFocusVisible } from 'react-aria/private/interactions/useFocusVisible';

/**
 * Focus goes back to `element` two frames from now if it has been left on the page's body, where a keyboard
 * user would have lost their place. It stays wherever something else has put it, and after a pointer's press
 * (React Aria's interaction modality), where nobody is following the focus and a ring would appear from nowhere.
 */
export function returnFocusIfLost(element: () => HTMLElement | null | undefined): void {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const target = element();
      const active = document.activeElement;
      if (target?.isConnected && (!active || active === document.body) && isFocusVisible())
        target.focus({ preventScroll: true });
    }),
  );
}

/**
 * Rendered inside a lazily loaded popover: when the popover goes away, focus returns to its trigger if it was
 * left on the body. React Aria restores it in the frame after, but only if the trigger takes it then; on a
 * busy machine, after a menu action that starts heavy work (a chart drawn as a PNG), it stayed on the body.
 */
export function useFocusBackOnClose(triggerRef: RefObject<HTMLElement | null>): void {
  useEffect(() => () => returnFocusIfLost(() => triggerRef.current), [triggerRef]);
}
