import type { ChartValueFormat } from './ChartFrame.types.ts';

/*
 * Pure helpers shared by every chart: value, date and delta formatting with Intl. No theme, no React, so they
 * are unit-tested on their own. Formatters are cached per locale and option set: charts call them per tick and
 * per tooltip row, and building an Intl formatter is the expensive part.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A cached `Intl.NumberFormat`. */
export function numberFormat(
  locale: string | undefined,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A cached `Intl.DateTimeFormat`, always in UTC: chart dates are calendar days, not instants. */
export function dateFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  return format;
}

/** Seconds as "1h 05m", "3m 20s" or "45s" with the locale's narrow units. */
export function formatDuration(seconds: number, locale?: string): string {
  const total = Math.round(Math.abs(seconds));
  const sign = seconds < 0 ? '-' : '';
  const unit = (value: number, name: 'hour' | 'minute' | 'second') =>
    numberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'narrow' }).format(value);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  if (hours > 0) return `${sign}${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
  if (minutes > 0) return `${sign}${unit(minutes, 'minute')} ${unit(secs, 'second')}`;
  return `${sign}${unit(secs, 'second')}`;
}

/**
 * A value as the chart shows it in tooltips, legends and tables.
 * - `number`: grouped integer (decimals kept up to 1 when the value has them), "12,345"
 * - `compact`: "12.3K", "1.2M"
 * - `percent`: the value is a fraction, 0.045 → "4.5%"
 * - `duration`: the value is in seconds, 200 → "3m 20s"
 */
export function formatValue(
  value: number | null | undefined,
  format: ChartValueFormat = 'number',
  locale?: string,
): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '–';
  switch (format) {
    case 'compact':
      return numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
    case 'percent':
      return numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);
    case 'duration':
      return formatDuration(value, locale);
    default:
      return numberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  }
}

/** A value as an axis tick: always short (compact numbers, whole percents, durations). */
export function formatAxisValue(value: number, format: ChartValueFormat = 'number', locale?: string): string {
  if (format === 'percent') {
    return numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);
  }
  if (format === 'duration') return formatDuration(value, locale);
  return numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** Parses a calendar day `YYYY-MM-DD` as midnight UTC. */
export function parseDay(day: string): Date {
  return new Date(`${day.slice(0, 10)}T00:00:00Z`);
}

/** Date styles: `tick` "Nov 4", `month` "Nov 24", `long` "Mon, Nov 4, 2024". */
export type ChartDateStyle = 'tick' | 'month' | 'long';

/** A calendar day formatted for an axis tick or a tooltip title. */
export function formatDay(day: string, style: ChartDateStyle = 'tick', locale?: string): string {
  const date = parseDay(day);
  if (Number.isNaN(date.getTime())) return day;
  const options: Intl.DateTimeFormatOptions =
    style === 'long'
      ? { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }
      : style === 'month'
        ? { month: 'short', year: '2-digit' }
        : { month: 'short', day: 'numeric' };
  return dateFormat(locale, options).format(date);
}

/** Days between the first and last day of a sorted list (0 for fewer than two). */
export function daySpan(days: readonly string[]): number {
  if (days.length < 2) return 0;
  return Math.round((parseDay(days[days.length - 1]!).getTime() - parseDay(days[0]!).getTime()) / 86_400_000);
}

/**
 * Candidate ticks for a day axis: month starts over long spans (`month` style), evenly spaced days otherwise, at
 * most `max` of them. Recharts measures the text of every candidate to drop overlapping ones; giving it a dozen
 * instead of every day (730 over two years) keeps a long chart's first render fast.
 */
export function dayTicks(days: readonly string[], style: ChartDateStyle, max = 12): string[] {
  const monthStarts = style === 'month' ? days.filter((day) => day.endsWith('-01')) : [];
  const candidates = monthStarts.length > 0 ? monthStarts : days;
  if (candidates.length <= max) return [...candidates];
  const step = Math.ceil(candidates.length / max);

  return candidates.filter((_, index) => index % step === 0);
}

/** The relative change from `previous` to `current` as a fraction, or null when it has no meaning. */
export function relativeChange(
  current: number | null | undefined,
  previous: number | null | undefined,
): number | null {
  if (current === null || current === undefined || previous === null || previous === undefined) return null;
  if (previous === 0) return null;
  return (current - previous) / Math.abs(previous);
}

/** A change as a signed percentage: "+12.5%", "−3%", "0%". */
export function formatDelta(change: number, locale?: string): string {
  return numberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(change);
}

/** A share (fraction of a whole) as a percentage with at most one decimal: 0.1234 → "12.3%". */
export function formatShare(share: number, locale?: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(share);
}

/** The format for exact figures (tooltips, tables): compact numbers are written out in full there. */
export function detailFormat(format: ChartValueFormat = 'number'): ChartValueFormat {
  return format === 'compact' ? 'number' : format;
}

/**
 * A y-axis width that fits the longest of `labels` at the 12px tick size. Estimated from the character count,
 * not measured: recharts' measured 'auto' width changes once the web font loads, which moves the whole plot.
 */
export function estimateAxisWidth(labels: readonly string[]): number {
  const longest = labels.reduce((max, label) => Math.max(max, label.length), 0);
  return Math.max(32, Math.ceil(longest * 7.5) + 16);
}

/**
 * The width of a value axis whose largest value is `max`: its labels as recharts may write them, round steps
 * with a fraction (4.5%) as well as a tick up to twice the largest value (12%); `signed` when they go below 0.
 */
export function valueAxisWidth(
  max: number,
  format: ChartValueFormat,
  locale: string | undefined,
  signed = false,
): number {
  const values = [max * 2, ...niceTicks(max)];

  return estimateAxisWidth(values.map((value) => formatAxisValue(signed ? -value : value, format, locale)));
}

/** The largest absolute finite value among `values` (0 if none). */
export function maxAbs(values: Iterable<number | null | undefined>): number {
  let max = 0;
  for (const value of values) {
    if (value !== null && value !== undefined && Number.isFinite(value)) max = Math.max(max, Math.abs(value));
  }
  return max;
}

/** Round ticks from 0 to just above `max`: about `count` steps of 1, 2, 2.5 or 5 × a power of ten. */
export function niceTicks(max: number, count = 5): number[] {
  if (!(max > 0)) return [0];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step =
    [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? rough;
  const ticks: number[] = [];
  for (let tick = 0; tick < max + step * 0.999; tick += step) ticks.push(Number(tick.toPrecision(12)));
  return ticks;
}
