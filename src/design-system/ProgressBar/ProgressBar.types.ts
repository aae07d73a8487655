import type { ProgressBarProps as AriaProgressBarProps } from 'react-aria-components';

export const PROGRESS_BAR_SIZES = ['sm', 'md'] as const;
export type ProgressBarSize = (typeof PROGRESS_BAR_SIZES)[number];
export const PROGRESS_BAR_TONES = ['accent', 'success', 'critical'] as const;
export type ProgressBarTone = (typeof PROGRESS_BAR_TONES)[number];

type OwnProps = {
  /** What is progressing, e.g. "Uploading summer-teaser.mp4"; also the accessible name. */
  label: string;
  /** Keeps the label for assistive technology only (a file row that already shows the name). @default false */
  hideLabel?: boolean;
  /** The current value, between `minValue` and `maxValue`. @default 0 */
  value?: number;
  /** @default 0 */
  minValue?: number;
  /** @default 100 */
  maxValue?: number;
  /** The amount is unknown: a sliding bar and no value text. @default false */
  isIndeterminate?: boolean;
  /**
   * The text shown and announced for the value, e.g. "12 of 40 posts". @default the percentage, formatted with
   * `Intl` in `locale`
   */
  valueLabel?: string;
  /** Hides the value text (it is still announced). @default false */
  hideValue?: boolean;
  /** `sm` is a 4 px bar, `md` an 8 px bar. @default 'md' */
  size?: ProgressBarSize;
  /** The fill colour by meaning: done is `success`, failed is `critical`. @default 'accent' */
  tone?: ProgressBarTone;
  /** The BCP 47 locale for the percentage. @default the browser's */
  locale?: string;
  className?: string;
};

export type ProgressBarProps = OwnProps &
  Omit<
    AriaProgressBarProps,
    | keyof OwnProps
    | 'children'
    | 'style'
    | 'render'
    | 'valueLabel'
    | 'formatOptions'
    | 'aria-label'
    | 'aria-labelledby'
  >;
