export const SPARKLINE_TONES = ['accent', 'success', 'critical', 'neutral'] as const;
export type SparklineTone = (typeof SPARKLINE_TONES)[number];

export type SparklineProps = {
  /** The values in time order; `null` is a day without data and leaves a gap (it is not drawn as 0). */
  values: ReadonlyArray<number | null>;
  /** What the line shows, for assistive technology, e.g. "Followers over the last 30 days, up 4 %". */
  label: string;
  /** Width in px. @default 96 */
  width?: number;
  /** Height in px. @default 32 */
  height?: number;
  /** Line colour: the accent, or success/critical to echo a delta. @default 'accent' */
  tone?: SparklineTone;
  /** A soft fill under the line. @default true */
  showArea?: boolean;
  className?: string;
};
