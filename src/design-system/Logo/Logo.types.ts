export const LOGO_SIZES = ['sm', 'md', 'lg'] as const;
export type LogoSize = (typeof LOGO_SIZES)[number];
export const LOGO_VARIANTS = ['full', 'mark'] as const;
export type LogoVariant = (typeof LOGO_VARIANTS)[number];

export type LogoProps = Omit<React.ComponentPropsWithoutRef<'span'>, 'children'> & {
  /** `sm` (24 px mark) for bars and the sidebar, `md` (32 px) for auth screens, `lg` (40 px) for hero spots.
   * @default 'md' */
  size?: LogoSize;
  /** `full` is the mark and the wordmark; `mark` is the mark alone (square spaces, favicons). @default 'full' */
  variant?: LogoVariant;
  /** The brand name written next to the mark. @default 'Kestrel' */
  wordmark?: string;
  /**
   * The accessible name, e.g. "Kestrel home" when the logo is a link's only content. Without it a `full`
   * logo is named by its wordmark and a `mark` logo is decorative. @default undefined
   */
  label?: string;
};
