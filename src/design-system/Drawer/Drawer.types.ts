import type { ModalOverlayProps } from 'react-aria-components';
import type { DialogRenderProps } from '../Dialog/index.ts';

export const DRAWER_WIDTHS = ['sm', 'md', 'lg'] as const;
export type DrawerWidth = (typeof DRAWER_WIDTHS)[number];
export const DRAWER_PLACEMENTS = ['right', 'left'] as const;
export type DrawerPlacement = (typeof DRAWER_PLACEMENTS)[number];

type Renderable = React.ReactNode | ((props: DialogRenderProps) => React.ReactNode);

export type DrawerProps = Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> & {
  /** The heading in the sticky header; also the drawer's accessible name. */
  title: string;
  /** A line under the title, announced as the drawer's description. @default undefined */
  description?: React.ReactNode;
  /** The body; it scrolls between the sticky header and footer. A function receives `{ close }`. */
  children?: Renderable;
  /** Actions in the sticky footer, end-aligned, primary last. A function receives `{ close }`. */
  footer?: Renderable;
  /** The accessible name of the close (×) button in the header, e.g. "Close". */
  closeLabel: string;
  /** `sm` 360 px, `md` 480 px (details, filters), `lg` 640 px (post preview, editor); never wider than the window. @default 'md' */
  width?: DrawerWidth;
  /** The side it slides in from. @default 'right' */
  placement?: DrawerPlacement;
  /** Clicking the backdrop closes the drawer. @default true */
  isDismissable?: boolean;
  /** Escape does not close the drawer (prefer the default). @default false */
  isKeyboardDismissDisabled?: boolean;
  className?: string;
};
