export const LOAD_ERROR_VARIANTS = ['inline', 'panel'] as const;
export type LoadErrorVariant = (typeof LOAD_ERROR_VARIANTS)[number];

export type LoadErrorProps = Omit<React.ComponentPropsWithoutRef<'div'>, 'role' | 'children'> & {
  /** What could not be loaded, in the product's words, e.g. "Your ideas could not be loaded." */
  message: React.ReactNode;
  /** Called when the retry button is pressed: load again. */
  onRetry: () => void;
  /** The retry button's label, e.g. "Try again". */
  retryLabel: string;
  /**
   * `inline` in place of a list, a table or a dialog's content, among other things on the page (a critical
   * banner with the button at its end); `panel` when the failure is all there is to show (centred, with an icon).
   * @default 'inline'
   */
  variant?: LoadErrorVariant;
};
