import type { ModalOverlayProps } from 'react-aria-components';

export const DIALOG_SIZES = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof DIALOG_SIZES)[number];
export const DIALOG_TONES = ['neutral', 'critical'] as const;
export type DialogTone = (typeof DIALOG_TONES)[number];

/** What the body and footer render functions receive. */
export type DialogRenderProps = {
  /** Closes the dialog (focus returns to the element that opened it). */
  close: () => void;
};

type Renderable = React.ReactNode | ((props: DialogRenderProps) => React.ReactNode);

export type DialogProps = Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> & {
  /** The heading at the top; also the dialog's accessible name. */
  title: string;
  /** A line under the title, announced as the dialog's description. @default undefined */
  description?: React.ReactNode;
  /** The body. It scrolls when the dialog is taller than the window. A function receives `{ close }`. */
  children?: Renderable;
  /** Actions at the bottom, end-aligned, primary last (e.g. Cancel, Save). A function receives `{ close }`. */
  footer?: Renderable;
  /** `sm` 400 px (confirmations), `md` 560 px (forms), `lg` 800 px (previews, tables). @default 'md' */
  size?: DialogSize;
  /** Clicking the backdrop closes the dialog. Keep it off for forms that would lose input. @default true */
  isDismissable?: boolean;
  /** Escape does not close the dialog (only for a blocking step; prefer the default). @default false */
  isKeyboardDismissDisabled?: boolean;
  /** The accessible name of the close (×) button in the header; without it there is no close button. */
  closeLabel?: string;
  /**
   * `alertdialog` for a confirmation that interrupts the user (deletion, discarding changes): assistive
   * technology announces it urgently. `AlertDialog` sets it for you. @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /** `critical` adds a warning icon by the title for destructive confirmations. @default 'neutral' */
  tone?: DialogTone;
  className?: string;
};

export type AlertDialogProps = Omit<DialogProps, 'role' | 'footer' | 'size' | 'isDismissable'> & {
  /** The label of the confirming button, e.g. "Delete post". */
  confirmLabel: string;
  /** The label of the cancelling button, e.g. "Cancel". */
  cancelLabel: string;
  /**
   * Called when the user confirms. The dialog closes afterwards; if it returns a promise the confirm button
   * shows a spinner until it settles, and the dialog stays open if it rejects (show the error in the body).
   */
  onConfirm?: () => void | Promise<unknown>;
  /** `critical` (the default) makes the confirm button red and shows a warning icon. @default 'critical' */
  tone?: DialogTone;
  /** `sm` or `md`. @default 'sm' */
  size?: Exclude<DialogSize, 'lg'>;
};
