import type { PopoverProps as AriaPopoverProps } from 'react-aria-components';

export const POPOVER_WIDTHS = ['sm', 'md', 'lg'] as const;
export type PopoverWidth = (typeof POPOVER_WIDTHS)[number];

export type PopoverProps = Pick<
  AriaPopoverProps,
  'placement' | 'offset' | 'isOpen' | 'onOpenChange' | 'triggerRef' | 'shouldFlip'
> & {
  /** The heading at the top, which also names the dialog. Without it, give `aria-label`. @default undefined */
  title?: string;
  /** Names the dialog when there is no visible title. */
  'aria-label'?: string;
  /** 240, 320 or 400 px wide at most. @default 'md' */
  width?: PopoverWidth;
  /** A small arrow pointing at the trigger. @default true */
  showArrow?: boolean;
  /** The content: text, a definition list, a short form. */
  children: React.ReactNode;
};
