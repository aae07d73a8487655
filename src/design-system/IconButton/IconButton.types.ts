import type { ButtonProps as AriaButtonProps } from 'react-aria-components';

export const ICON_BUTTON_VARIANTS = ['ghost', 'secondary'] as const;
export type IconButtonVariant = (typeof ICON_BUTTON_VARIANTS)[number];
export const ICON_BUTTON_SIZES = ['sm', 'md'] as const;
export type IconButtonSize = (typeof ICON_BUTTON_SIZES)[number];

export type IconButtonProps = Omit<
  AriaButtonProps,
  'className' | 'style' | 'children' | 'aria-label' | 'aria-labelledby'
> & {
  /** The icon (decorative: it is hidden from assistive technology, `label` names the button). */
  icon: React.ReactNode;
  /** The accessible name, e.g. "Close". Required: the button has no visible text. Never shown as a tooltip. */
  label: string;
  /** `ghost` blends into toolbars and bars; `secondary` has a border for standalone use. @default 'ghost' */
  variant?: IconButtonVariant;
  /** `sm` is 32 px square, `md` 40 px. @default 'md' */
  size?: IconButtonSize;
  className?: string;
};
