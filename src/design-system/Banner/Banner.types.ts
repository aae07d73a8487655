export const BANNER_TONES = ['info', 'success', 'warning', 'critical'] as const;
export type BannerTone = (typeof BANNER_TONES)[number];
export const BANNER_ROLES = ['status', 'alert', 'none'] as const;
export type BannerRole = (typeof BANNER_ROLES)[number];

type BannerBaseProps = Omit<React.ComponentPropsWithoutRef<'div'>, 'title' | 'role'> & {
  /** What kind of message it is; sets the icon and the tint. */
  tone: BannerTone;
  /** A short bold first line. */
  title?: string;
  /** The message. */
  children?: React.ReactNode;
  /** One action, usually a small `Button`, shown at the end (under the text on narrow widths). */
  action?: React.ReactNode;
  /**
   * How assistive technology learns about it: `alert` interrupts, `status` waits politely, `none` is for
   * banners present on page load (nothing to announce). Live regions announce content added after they
   * mount, so render the Banner first and change its content, or mount it with the content in one go.
   * @default 'alert' for critical, 'status' otherwise
   */
  role?: BannerRole;
};

type DismissProps =
  | {
      /** Shows a close button; called when it is pressed. */
      onDismiss: () => void;
      /** The close button's accessible name, e.g. "Dismiss". Required with `onDismiss`. */
      dismissLabel: string;
    }
  | { onDismiss?: undefined; dismissLabel?: string };

export type BannerProps = BannerBaseProps & DismissProps;
