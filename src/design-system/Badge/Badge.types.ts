export const BADGE_TONES = ['neutral', 'accent', 'success', 'warning', 'critical', 'info'] as const;
export type BadgeTone = (typeof BADGE_TONES)[number];
export const BADGE_SIZES = ['sm', 'md'] as const;
export type BadgeSize = (typeof BADGE_SIZES)[number];

export type BadgeProps = React.ComponentPropsWithoutRef<'span'> & {
  /** Colours the badge. The meaning must also be in the text: never colour alone. @default 'neutral' */
  tone?: BadgeTone;
  /** `sm` (20 px, 12 px text) fits table rows and nav items; `md` (24 px, 13 px text) stands alone. @default 'md' */
  size?: BadgeSize;
  /** An icon before the text (decorative). */
  icon?: React.ReactNode;
  /** The text of the badge. */
  children?: React.ReactNode;
};
