import type { ButtonProps as AriaButtonProps } from 'react-aria-components';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'tertiary', 'danger'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export type ButtonProps = Omit<AriaButtonProps, 'className' | 'style' | 'children'> & {
  children: React.ReactNode;
  /** How much the button stands out: one `primary` per view, `danger` for destructive actions. @default 'secondary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /** Shows a spinner, keeps the width and ignores presses; `loadingLabel` is announced instead. @default false */
  isLoading?: boolean;
  /** What assistive technology hears while loading, e.g. "Signing in…". @default undefined (keeps the label) */
  loadingLabel?: string;
  /** Stretches to the width of its container. @default false */
  isFullWidth?: boolean;
  /** An icon before the label (decorative; the label names the action). */
  iconStart?: React.ReactNode;
  className?: string;
};
