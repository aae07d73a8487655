export const TOOLTIP_PLACEMENTS = ['top', 'bottom', 'start', 'end'] as const;
export type TooltipPlacement = (typeof TOOLTIP_PLACEMENTS)[number];

export type TooltipProps = {
  /**
   * The focusable element the tooltip describes: an `IconButton`, a `Button` or another React Aria button
   * (a plain DOM element does not receive the hover and focus events).
   */
  children: React.ReactElement;
  /** The short text shown, e.g. "Export as CSV". Linked to the trigger with `aria-describedby`. */
  content: React.ReactNode;
  /** Where it shows relative to the trigger; it flips when there is no room. @default 'top' */
  placement?: TooltipPlacement;
  /** Milliseconds of hover before it shows (keyboard focus shows it at once). @default 600 */
  delay?: number;
  /** Milliseconds before it hides after the pointer leaves. @default 200 */
  closeDelay?: number;
  /** Shows on keyboard focus only, never on hover. @default 'hover' */
  trigger?: 'hover' | 'focus';
  /** Never shows (the trigger stays usable). @default false */
  isDisabled?: boolean;
  /** Open state (controlled), for documentation and tests. Pair with `onOpenChange`. */
  isOpen?: boolean;
  /** Open at first (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when it shows or hides. */
  onOpenChange?: (isOpen: boolean) => void;
  className?: string;
};
